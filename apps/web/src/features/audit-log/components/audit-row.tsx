import { AUDIT_ACTION_LABELS, type TAuditEntry } from '@inkwell/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { AuditChanges } from './audit-changes';
import { AuditTarget } from './audit-target';

/** Cell padding of the table; narrower than 56rem (its card is a container) each entry is a card. */
const cell = '@4xl:px-3 @4xl:py-3 @4xl:align-top @4xl:first:pl-5 @4xl:last:pr-5';

/** One entry: when, who, what, on what, from where; it opens to show what changed. */
export function AuditRow({ entry }: { entry: TAuditEntry }) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  return (
    <>
      <tr
        role="row"
        className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 @4xl:table-row @4xl:p-0"
      >
        <td
          role="cell"
          className={cn(cell, 'order-2 text-xs text-muted-foreground @4xl:text-sm @4xl:whitespace-nowrap')}
        >
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </td>
        <td role="cell" className={cn(cell, 'order-3 col-span-2 min-w-0')}>
          <span className="block truncate @4xl:max-w-56">
            <span className="sr-only @4xl:hidden">By </span>
            {entry.admin ? entry.admin.email : <span className="text-muted-foreground">Deleted admin</span>}
          </span>
        </td>
        <td role="cell" className={cn(cell, 'order-1 font-medium')}>
          {AUDIT_ACTION_LABELS[entry.action]}
        </td>
        <td role="cell" className={cn(cell, 'order-4 min-w-0 text-sm @4xl:whitespace-nowrap')}>
          <AuditTarget entry={entry} />
        </td>
        <td
          role="cell"
          className={cn(
            cell,
            'order-5 col-span-2 text-xs break-all text-muted-foreground tabular-nums @4xl:max-w-44 @4xl:min-w-28 @4xl:text-sm',
          )}
        >
          <span className="@4xl:hidden">IP </span>
          {entry.ip ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">not recorded</span>
            </>
          )}
        </td>
        <td role="cell" className={cn(cell, 'order-6 col-span-2 @4xl:text-right')}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? changesId : undefined}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand focus-ring hover:underline @4xl:whitespace-nowrap"
          >
            {open ? 'Hide changes' : 'Show changes'}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </button>
        </td>
      </tr>
      {open ? (
        <tr role="row" id={changesId} className="bg-muted/40 @max-4xl:block">
          <td role="cell" colSpan={6} className="px-4 py-3 @max-4xl:block @4xl:px-5">
            <AuditChanges entry={entry} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
