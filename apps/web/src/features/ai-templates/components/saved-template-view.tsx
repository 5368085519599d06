import type { TSavedTemplate } from '@inkwell/contract';
import { RotateCcw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { MarkdownMessage } from '@/components/markdown/markdown-message';
import { SavedDetail } from '@/components/saved/saved-detail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { paths, runSavedTemplatePath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { useSavedItem } from '@/components/saved/saved-items';
import { savedTemplates } from '../api/saved-templates';
import { useTemplate } from '../api/get-template';
import { savedValueRows } from '../utils/template-labels';
import { TemplateResultActions } from './template-result-actions';

/** What a run was given: each value under its label, then the options picked. */
function RunInputs({ saved }: { saved: TSavedTemplate }) {
  const template = useTemplate(saved.template_id ?? 0, { enabled: saved.template_id !== null });
  const rows = [
    ...savedValueRows(saved, template.data),
    ...(
      [
        ['Tone', saved.tone],
        ['Length', saved.length],
        ['Output language', saved.language],
      ] as const
    ).flatMap(([label, value]) => (value ? [{ label, value }] : [])),
  ];
  if (rows.length === 0) return null;
  return (
    <dl className="mb-5 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words whitespace-pre-wrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One saved run: what was given, the result rendered, Copy, Run again, Delete. */
export function SavedTemplateView({ id }: { id: number }) {
  const query = useSavedItem(savedTemplates, id);
  const navigate = useNavigate();
  return (
    <QueryState
      query={query}
      what="this saved template"
      fallback={<ListSkeleton label="Loading the saved template" rows={3} rowClassName="h-16" />}
    >
      {(saved) => (
        <SavedDetail
          title={saved.template_title}
          meta={
            <>
              <Badge variant="soft">{saved.category}</Badge>
              <time dateTime={saved.created_at}>{formatDateTime(saved.created_at)}</time>
              {saved.status === 'stopped' ? <Badge variant="muted">Stopped</Badge> : null}
            </>
          }
          actions={
            <>
              <TemplateResultActions saved={saved} />
              {saved.template_id === null ? null : (
                <Button asChild variant="outline" size="sm">
                  <Link to={runSavedTemplatePath(saved.template_id, saved.id)}>
                    <RotateCcw aria-hidden="true" />
                    Run again
                  </Link>
                </Button>
              )}
              <DeleteSavedButton
                tool={savedTemplates}
                item={saved}
                look="text"
                onDeleted={() => void navigate(paths.savedTemplates, { replace: true })}
              />
            </>
          }
        >
          <RunInputs saved={saved} />
          <MarkdownMessage text={saved.result} />
        </SavedDetail>
      )}
    </QueryState>
  );
}
