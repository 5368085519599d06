import type { TUsageDay } from '@inkwell/contract';
import { useMemo } from 'react';
import { BarChart, type TBarSeries } from '@/components/charts/bar-chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import {
  CHAT_CAPABILITY,
  formatCount,
  formatUsageDay,
  generationTools,
  type TUsageTotal,
} from '../utils/usage-series';
import { toolTitle } from '../config/dashboard-tools';

interface UsageChartsProps {
  usage: TUsageDay[];
  totals: TUsageTotal[];
}

/** "…: 12,400 in total, most on Mar 5 (3,100)." */
function describeDays(what: string, labels: string[], data: number[]): string {
  const total = data.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `${what}: none in the last ${data.length} days.`;
  const peak = data.indexOf(Math.max(...data));
  return `${what} over the last ${data.length} days: ${formatCount(total)} in total, most on ${labels[peak]} (${formatCount(data[peak] ?? 0)}).`;
}

/**
 * The dashboard's usage charts (chart.js, loaded with this file only when the dashboard has use to
 * show): chat tokens per day, and the other tools' generations per day stacked.
 */
export default function UsageCharts({ usage, totals }: UsageChartsProps) {
  const labels = useMemo(() => usage.map(({ date }) => formatUsageDay(date)), [usage]);
  const chat = useMemo<TBarSeries[]>(
    () => [{ label: 'AI chat tokens', data: usage.map((day) => day.spent[CHAT_CAPABILITY]), color: 0 }],
    [usage],
  );
  const generations = useMemo<TBarSeries[]>(
    () =>
      generationTools.map((entry, index) => ({
        label: toolTitle(entry),
        data: usage.map((day) => day.spent[entry.capability]),
        color: index,
      })),
    [usage],
  );
  const generationSummary = `Generations per day over the last ${usage.length} days, by tool: ${totals
    .filter(({ capability }) => capability !== CHAT_CAPABILITY)
    .map(({ title, total }) => `${title} ${formatCount(total)}`)
    .join(', ')}.`;
  return (
    <div className="grid min-w-0 gap-6">
      <ChartFigure title="AI chat tokens per day">
        <BarChart
          labels={labels}
          series={chat}
          summary={describeDays('AI chat tokens', labels, chat[0]!.data)}
        />
      </ChartFigure>
      <ChartFigure title="Generations per day">
        <BarChart labels={labels} series={generations} summary={generationSummary} stacked />
      </ChartFigure>
    </div>
  );
}
