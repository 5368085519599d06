import type { TUsageDay } from '@inkwell/contract';
import { ChevronRight } from 'lucide-react';
import { dashboardTools, toolTitle } from '../config/dashboard-tools';
import { CHAT_CAPABILITY, formatCount, formatUsageDay } from '../utils/usage-series';

/** The charts' numbers per day, newest first, behind a disclosure. */
export function UsageTable({ usage }: { usage: TUsageDay[] }) {
  const newestFirst = [...usage].reverse();
  return (
    <details className="group min-w-0 rounded-xl border border-border">
      <summary className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold focus-ring select-none [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        Show as table
      </summary>
      <div className="overflow-x-auto border-t border-border">
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
      </div>
    </details>
  );
}
