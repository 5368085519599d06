import { USAGE_DAYS } from '@inkwell/contract';
import { pages } from '@/config/pages';
import type { TUsageTotal } from '../utils/usage-series';

/** The 30-day sum of each tool, as text beside the charts. */
export function UsageTotals({ totals }: { totals: TUsageTotal[] }) {
  return (
    <div className="grid content-start gap-2">
      <h3 id="usage-totals-title" className="text-sm font-semibold">
        Totals, last {USAGE_DAYS} days
      </h3>
      <ul aria-labelledby="usage-totals-title" className="grid grid-cols-2 gap-1.5 lg:grid-cols-1">
        {totals.map((total) => {
          const Icon = pages[total.page].icon;
          return (
            <li
              key={total.capability}
              className="flex items-center gap-2.5 rounded-lg bg-muted/60 px-3 py-2 text-xs sm:text-sm"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
              <span className="grid min-w-0">
                <span className="font-medium">{total.title}</span>
                <span className="text-muted-foreground">{total.text}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
