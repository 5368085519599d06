import { lazy, Suspense, type ComponentProps } from 'react';
import type { BarChart } from './bar-chart';
import { ChartSkeleton } from './chart-skeleton';

// chart.js rides in the chart's own chunk, asked for only when a chart is drawn.
const LazyChart = lazy(() => import('./bar-chart').then(({ BarChart }) => ({ default: BarChart })));

/** A `BarChart` whose code loads on first use, grey bars of the same size until then. */
export function LazyBarChart(props: ComponentProps<typeof BarChart>) {
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <LazyChart {...props} />
    </Suspense>
  );
}
