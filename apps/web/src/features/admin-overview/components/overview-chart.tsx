import type { ComponentProps } from 'react';
import type { BarChart } from '@/components/charts/bar-chart';
import { LazyBarChart } from '@/components/charts/lazy-bar-chart';
import { EmptyPeriod } from './empty-period';

interface OverviewChartProps extends ComponentProps<typeof BarChart> {
  /** Whether there is anything to draw; else the empty state says `emptyText`. */
  hasData: boolean;
  emptyText: string;
}

/**
 * A chart of the overview with its summary in words under it. chart.js is asked for only when
 * there is something to draw.
 */
export function OverviewChart({ hasData, emptyText, ...chart }: OverviewChartProps) {
  if (!hasData) return <EmptyPeriod text={emptyText} />;
  return (
    <div className="grid min-w-0 gap-2">
      <LazyBarChart {...chart} />
      <p className="text-sm text-muted-foreground">{chart.summary}</p>
    </div>
  );
}
