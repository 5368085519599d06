import type { TSavedTemplate } from '@inkwell/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { savedTemplatePath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { resultExcerpt } from '../utils/template-labels';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { savedTemplates } from '../api/saved-templates';

/** One saved run in the list: its template (a link to it), category, excerpt, date; Delete. */
export function SavedTemplateRow({ saved }: { saved: TSavedTemplate }) {
  return (
    <div className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Link
          to={savedTemplatePath(saved.id)}
          className="truncate rounded-sm font-medium focus-ring hover:text-brand hover:underline"
        >
          {saved.template_title}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{resultExcerpt(saved.result)}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="soft">{saved.category}</Badge>
          <time dateTime={saved.created_at}>{formatDateTime(saved.created_at)}</time>
          {saved.status === 'stopped' ? <Badge variant="muted">Stopped</Badge> : null}
        </div>
      </div>
      <DeleteSavedButton tool={savedTemplates} item={saved} look="icon" />
    </div>
  );
}
