import { Skeleton } from '@/components/ui/skeleton';
import { UsageChartsSkeleton } from './usage-charts-skeleton';
import { UsageLayout } from './usage-layout';

/** The usage card's body while the dashboard loads: the charts' frames and the totals' place. */
export function UsageSkeleton() {
  return (
    <UsageLayout totals={<Skeleton className="h-40 rounded-lg lg:h-96" />} charts={<UsageChartsSkeleton />} />
  );
}
