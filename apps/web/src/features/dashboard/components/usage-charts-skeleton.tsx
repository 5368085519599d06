import { ChartFigure } from '@/components/charts/chart-figure';
import { ChartSkeleton } from '@/components/charts/chart-skeleton';

/** The usage charts' frames and a few grey bars while their code or the dashboard loads. */
export function UsageChartsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your usage charts" className="grid min-w-0 gap-6">
      <ChartFigure title="AI chat tokens per day">
        <ChartSkeleton />
      </ChartFigure>
      <ChartFigure title="Generations per day">
        <ChartSkeleton />
      </ChartFigure>
    </div>
  );
}
