import { ChartSkeleton } from '@/components/charts/chart-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/** The tiles and two chart cards in grey while the overview loads. */
export function OverviewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the overview" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, index) => (
          <div key={index} className="grid gap-4 rounded-2xl border border-border p-4 sm:p-6">
            <Skeleton className="h-6 w-40" />
            <ChartSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
