import { Skeleton } from '@/components/ui/skeleton';
import { UsageFigure } from './usage-figure';

/** Bar heights of the placeholder, so it reads as a chart while chart.js loads. */
const BARS = [30, 55, 40, 70, 45, 85, 60, 35, 75, 50, 65, 40, 90, 55];

function ChartSkeleton() {
  return (
    <div className="flex h-52 items-end gap-1.5 border-b border-border pb-px">
      {BARS.map((height, index) => (
        <Skeleton key={index} className="flex-1 rounded-b-none" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}

/** The usage charts' frames and a few grey bars while their code or the dashboard loads. */
export function UsageChartsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your usage charts" className="grid min-w-0 gap-6">
      <UsageFigure title="AI chat tokens per day">
        <ChartSkeleton />
      </UsageFigure>
      <UsageFigure title="Generations per day">
        <ChartSkeleton />
      </UsageFigure>
    </div>
  );
}
