import type { TAuditEntry } from '@inkwell/contract';
import { cn } from '@/lib/utils';
import { AuditRow } from './audit-row';

const COLUMNS = ['Time', 'Admin', 'Action', 'Target', 'IP', 'Changes'];

interface AuditTableProps {
  entries: TAuditEntry[];
  /** A newer page or filter is loading: the old rows stay, dimmed. */
  busy: boolean;
}

/** The entries as a table in a wide card and as stacked cards in a narrow one (phones). */
export function AuditTable({ entries, busy }: AuditTableProps) {
  return (
    <table
      role="table"
      aria-label="Audit log"
      aria-busy={busy || undefined}
      className={cn('w-full text-sm transition-opacity @max-4xl:block', busy && 'opacity-60')}
    >
      <thead role="rowgroup" className="@max-4xl:sr-only">
        <tr role="row" className="border-b border-border bg-muted/40">
          {COLUMNS.map((column) => (
            <th
              key={column}
              role="columnheader"
              scope="col"
              className={cn(
                'px-3 py-2.5 text-left font-medium whitespace-nowrap text-muted-foreground first:pl-5 last:pr-5',
                column === 'Changes' && 'text-right',
              )}
            >
              {column === 'Changes' ? <span className="sr-only">{column}</span> : column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-border @max-4xl:block">
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}
