import type { ReactNode } from 'react';
import { TableDisclosure } from '@/components/charts/table-disclosure';

export interface TChartTableRow {
  key: string;
  /** The row's header: a day, a status, a tool. */
  label: ReactNode;
  values: string[];
}

interface ChartTableProps {
  /** The table's name: "Revenue per day, newest first". */
  caption: string;
  /** Hidden words after "Show as table". */
  what: string;
  /** The header of the row labels, then one per value column. */
  columns: [string, ...string[]];
  rows: TChartTableRow[];
}

/** A chart's numbers as a table, behind a disclosure. */
export function ChartTable({ caption, what, columns: [rowHeader, ...columns], rows }: ChartTableProps) {
  return (
    <TableDisclosure what={what}>
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 text-left font-semibold">
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-4 py-1.5 text-left font-medium whitespace-nowrap">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={columns[index]} className="px-4 py-1.5">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableDisclosure>
  );
}
