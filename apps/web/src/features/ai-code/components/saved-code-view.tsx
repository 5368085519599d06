import { CODE_MODE_LABELS } from '@inkwell/contract';
import { RotateCcw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { MarkdownMessage } from '@/components/markdown/markdown-message';
import { SavedDetail } from '@/components/saved/saved-detail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryState } from '@/components/ui/query-state';
import { paths, runSavedCodePath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { useSavedItem } from '@/components/saved/saved-items';
import { savedCodes } from '../api/saved-codes';
import { savedCodeLanguages, savedCodeTitle } from '../utils/code-labels';
import { CodeResultActions } from './code-result-actions';

/** One saved run: what was asked, the answer rendered, Copy, Download, Run again, Delete. */
export function SavedCodeView({ id }: { id: number }) {
  const query = useSavedItem(savedCodes, id);
  const navigate = useNavigate();
  return (
    <QueryState
      query={query}
      what="this saved code"
      fallback={<ListSkeleton label="Loading the saved code" rows={3} rowClassName="h-16" />}
    >
      {(saved) => (
        <SavedDetail
          title={savedCodeTitle(saved)}
          meta={
            <>
              <Badge variant="soft">{savedCodeLanguages(saved)}</Badge>
              <span>{CODE_MODE_LABELS[saved.mode]}</span>
              <time dateTime={saved.created_at}>{formatDateTime(saved.created_at)}</time>
              {saved.status === 'stopped' ? <Badge variant="muted">Stopped</Badge> : null}
            </>
          }
          actions={
            <>
              <CodeResultActions saved={saved} />
              <Button asChild variant="outline" size="sm">
                <Link to={runSavedCodePath(saved.id)}>
                  <RotateCcw aria-hidden="true" />
                  Run again
                </Link>
              </Button>
              <DeleteSavedButton
                tool={savedCodes}
                item={saved}
                look="text"
                onDeleted={() => void navigate(paths.savedCodes, { replace: true })}
              />
            </>
          }
        >
          {saved.code ? (
            <details className="mb-4 rounded-lg border border-border text-sm">
              <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium focus-ring">
                The code you gave
              </summary>
              <pre className="overflow-x-auto border-t border-border p-3 font-mono text-[0.8125rem]">
                {saved.code}
              </pre>
            </details>
          ) : null}
          <MarkdownMessage text={saved.result} />
        </SavedDetail>
      )}
    </QueryState>
  );
}
