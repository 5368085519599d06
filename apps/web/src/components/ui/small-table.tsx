import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface TSmallTableRow {
  key: string | number;
  cells: ReactNode[];
}

interface SmallTableProps {
  label: string;
  columns: readonly string[];
  /** Classes per column (alignment, weight), applied in both layouts. */
  columnClassNames?: readonly string[];
  rows: TSmallTableRow[];
}

/**
 * A section's small table; in a narrow card (phones) each row is a two-column grid whose cells
 * carry their column's name. The explicit roles keep the table semantics a grid layout drops.
 */
export function SmallTable({ label, columns, columnClassNames = [], rows }: SmallTableProps) {
  return (
    <div className="@container">
      <table role="table" aria-label={label} className="w-full text-sm @max-lg:block">
        <thead role="rowgroup" className="@max-lg:sr-only">
          <tr role="row" className="border-b border-border text-left text-xs text-muted-foreground">
            {columns.map((column, index) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className={cn('py-2 pr-4 font-medium whitespace-nowrap last:pr-0', columnClassNames[index])}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-border @max-lg:block">
          {rows.map((row) => (
            <tr
              key={row.key}
              role="row"
              className="grid grid-cols-2 gap-x-4 gap-y-2 py-3 @lg:table-row @lg:p-0"
            >
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index]}
                  role="cell"
                  className={cn('min-w-0 @lg:py-2 @lg:pr-4 @lg:last:pr-0', columnClassNames[index])}
                >
                  <span
                    aria-hidden="true"
                    className="block text-xs font-normal text-muted-foreground @lg:hidden"
                  >
                    {columns[index]}
                  </span>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
