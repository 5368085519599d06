import {
  capabilityTitle,
  CONSUMABLE_CAPABILITIES,
  type TConsumableCapability,
  type TUsageDay,
} from '@inkwell/contract';
import { Activity } from 'lucide-react';
import { DetailSection, HeaderCells } from '@/components/ui/detail-section';
import { formatDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-price';

/** One bar per day, as tall as that day's use against the busiest day (a picture only; the numbers are beside it). */
function DayBars({ usage, capability }: { usage: TUsageDay[]; capability: TConsumableCapability }) {
  const peak = Math.max(1, ...usage.map((day) => day.spent[capability]));
  return (
    <div aria-hidden="true" className="flex h-6 w-full min-w-24 items-end gap-px">
      {usage.map((day) => {
        const spent = day.spent[capability];
        return (
          <span
            key={day.date}
            title={`${formatDate(day.date)}: ${formatCount(spent)}`}
            className={spent > 0 ? 'flex-1 rounded-t-sm bg-brand' : 'h-px flex-1 bg-border'}
            style={spent > 0 ? { height: `${Math.max(8, (spent / peak) * 100)}%` } : undefined}
          />
        );
      })}
    </div>
  );
}

function busiestDay(usage: TUsageDay[], capability: TConsumableCapability): TUsageDay | undefined {
  return usage.reduce<TUsageDay | undefined>(
    (best, day) => (day.spent[capability] > (best?.spent[capability] ?? 0) ? day : best),
    undefined,
  );
}

/** The last 30 days of use, per tool: the total, the busiest day and a bar per day. */
export function UserUsageSection({ usage }: { usage: TUsageDay[] }) {
  const totals = CONSUMABLE_CAPABILITIES.map((capability) => ({
    capability,
    total: usage.reduce((sum, day) => sum + day.spent[capability], 0),
    busiest: busiestDay(usage, capability),
  }));
  return (
    <DetailSection title="Use over the last 30 days" icon={Activity}>
      {totals.every(({ total }) => total === 0) ? (
        <p className="text-sm text-muted-foreground">Nothing used in the last 30 days.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Use per tool over the last 30 days</caption>
          <HeaderCells columns={['Tool', 'Total', 'Per day']} />
          <tbody className="divide-y divide-border">
            {totals.map(({ capability, total, busiest }) => (
              <tr key={capability}>
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {capabilityTitle(capability)}
                  {busiest ? (
                    <span className="block text-xs text-muted-foreground">
                      Busiest: {formatCount(busiest.spent[capability])} on {formatDate(busiest.date)}
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pr-4 align-top font-medium tabular-nums">{formatCount(total)}</td>
                <td className="w-2/5 py-2 align-top">
                  <DayBars usage={usage} capability={capability} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailSection>
  );
}
