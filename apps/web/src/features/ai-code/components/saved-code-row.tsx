import { CODE_MODE_LABELS, type TSavedCode } from '@inkwell/contract';
import { Link } from 'react-router';
import { DeleteSavedButton } from '@/components/saved/delete-saved-button';
import { Badge } from '@/components/ui/badge';
import { savedCodePath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { savedCodes } from '../api/saved-codes';
import { savedCodeLanguages, savedCodeTitle } from '../utils/code-labels';

/** One saved run in the list: its prompt (a link to it), languages, mode, date; Delete. */
export function SavedCodeRow({ saved }: { saved: TSavedCode }) {
  return (
    <div className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Link
          to={savedCodePath(saved.id)}
          className="truncate rounded-sm font-medium focus-ring hover:text-brand hover:underline"
        >
          {savedCodeTitle(saved)}
        </Link>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="soft">{savedCodeLanguages(saved)}</Badge>
          <span>{CODE_MODE_LABELS[saved.mode]}</span>
          <time dateTime={saved.created_at}>{formatDateTime(saved.created_at)}</time>
          {saved.status === 'stopped' ? <Badge variant="muted">Stopped</Badge> : null}
        </div>
      </div>
      <DeleteSavedButton tool={savedCodes} item={saved} look="icon" />
    </div>
  );
}
