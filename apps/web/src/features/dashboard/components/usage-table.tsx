import type { TUsageDay } from '@inkwell/contract';
import { TableDisclosure } from '@/components/charts/table-disclosure';
import { dashboardTools, toolTitle } from '../config/dashboard-tools';
import { CHAT_CAPABILITY, formatCount, formatUsageDay } from '../utils/usage-series';

/** The charts' numbers per day, newest first, behind a disclosure. */
export function UsageTable({ usage }: { usage: TUsageDay[] }) {
  const newestFirst = [...usage].reverse();
  return (
    <TableDisclosure>
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">Use per day, newest first</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 text-left font-semibold">
              Day
            </th>
            {dashboardTools.map((entry) => (
              <th key={entry.tool} scope="col" className="px-4 py-2 font-semibold whitespace-nowrap">
                {toolTitle(entry)}
                {entry.capability === CHAT_CAPABILITY ? ' (tokens)' : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {newestFirst.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-4 py-1.5 text-left font-medium whitespace-nowrap">
                <time dateTime={day.date}>{formatUsageDay(day.date)}</time>
              </th>
              {dashboardTools.map((entry) => (
                <td key={entry.tool} className="px-4 py-1.5">
                  {formatCount(day.spent[entry.capability])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableDisclosure>
  );
}
