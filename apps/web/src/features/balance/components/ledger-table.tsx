import type { TLedgerGroup } from '@inkwell/contract';
import { cn } from '@/lib/utils';
import { LedgerLine } from './ledger-line';

const COLUMNS = [
  { label: 'Date', align: 'text-left' },
  { label: 'What', align: 'text-left' },
  { label: 'Change', align: 'text-right' },
  { label: 'Reason', align: 'text-left' },
  { label: 'Balance after', align: 'text-right' },
];

interface LedgerTableProps {
  /** Usage-history lines: a purchase's changes are one line that expands. */
  lines: TLedgerGroup[];
  /** A newer page or filter is loading: the old rows stay, dimmed. */
  busy: boolean;
}

/** The balance changes as a table in a wide card and as stacked rows in a narrow one (phones). */
export function LedgerTable({ lines, busy }: LedgerTableProps) {
  return (
    <table
      role="table"
      aria-label="Balance changes"
      aria-busy={busy || undefined}
      className={cn('w-full text-sm transition-opacity @max-2xl:block', busy && 'opacity-60')}
    >
      <thead role="rowgroup" className="@max-2xl:sr-only">
        <tr role="row" className="border-b border-border bg-muted/40">
          {COLUMNS.map((column) => (
            <th
              key={column.label}
              role="columnheader"
              scope="col"
              className={cn(
                'px-3 py-2.5 font-medium whitespace-nowrap text-muted-foreground first:pl-5 last:pr-5',
                column.align,
              )}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-border @max-2xl:block">
        {lines.map((line) => (
          <LedgerLine key={line.entries[0]!.id} group={line} />
        ))}
      </tbody>
    </table>
  );
}
