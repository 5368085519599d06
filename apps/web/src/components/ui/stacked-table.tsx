import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface TStackedColumn {
  label: string;
  /** Read out but not shown (a column of buttons). */
  hidden?: boolean;
  /** Classes of its header cell, e.g. `text-right`. */
  className?: string;
}

interface StackedTableProps {
  /** The table's accessible name, e.g. "Orders". */
  label: string;
  columns: readonly (string | TStackedColumn)[];
  /** A newer page or filter is loading: the old rows stay, dimmed. */
  busy: boolean;
  /** Tighter header cells, for tables with many columns. */
  dense?: boolean;
  /** Scrolls sideways in a wide card when the columns do not fit. */
  scroll?: boolean;
  /** The rows: each a `grid` that becomes `@4xl:table-row` (see orders' `order-table-row.tsx`). */
  children: ReactNode;
}

/**
 * An admin list's table in a wide card and stacked cards in a narrow one (phones): the card is a
 * container, so the header is read out only under 56rem. The explicit roles keep the table
 * semantics the block layout drops.
 */
export function StackedTable({ label, columns, busy, dense, scroll, children }: StackedTableProps) {
  const table = (
    <table
      role="table"
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn('w-full text-sm transition-opacity @max-4xl:block', busy && 'opacity-60')}
    >
      <thead role="rowgroup" className="@max-4xl:sr-only">
        <tr role="row" className="border-b border-border bg-muted/40">
          {columns.map((column) => {
            const {
              label: name,
              hidden,
              className,
            } = typeof column === 'string' ? { label: column } : (column as TStackedColumn);
            return (
              <th
                key={name}
                role="columnheader"
                scope="col"
                className={cn(
                  'py-2.5 text-left font-medium whitespace-nowrap text-muted-foreground first:pl-5 last:pr-5',
                  dense ? 'px-2.5' : 'px-3',
                  className,
                )}
              >
                {hidden ? <span className="sr-only">{name}</span> : name}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-border @max-4xl:block">
        {children}
      </tbody>
    </table>
  );
  return scroll ? <div className="@4xl:overflow-x-auto">{table}</div> : table;
}
