import type { TOverview } from '@inkwell/contract';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/utils';
import { useOverview } from '../api/get-overview';
import { useOverviewPeriod } from '../hooks/use-overview-period';
import { GenerationsSection } from './generations-section';
import { MailDeliverySection } from './mail-delivery-section';
import { NewUsersSection } from './new-users-section';
import { OrdersSection } from './orders-section';
import { OverviewSkeleton } from './overview-skeleton';
import { OverviewTiles } from './overview-tiles';
import { PeriodTabs } from './period-tabs';
import { ProviderSection } from './provider-section';
import { RevenueSection } from './revenue-section';

function OverviewContent({ overview }: { overview: TOverview }) {
  return (
    <>
      <OverviewTiles overview={overview} />
      <RevenueSection overview={overview} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OrdersSection overview={overview} />
        <NewUsersSection overview={overview} />
        <GenerationsSection overview={overview} />
      </div>
      <ProviderSection overview={overview} />
    </>
  );
}

/** Admin: the business at a glance over the last 7, 30 or 90 days. */
export function AdminOverview() {
  const [days, setDays] = useOverviewPeriod();
  const query = useOverview({ days });
  // The last period stays on screen, dimmed, while the one just picked loads.
  const updating = query.isPlaceholderData;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          The last {days} days, today included
          {query.data ? `, counted in ${query.data.time_zone}` : null}.
        </p>
        <PeriodTabs value={days} onChange={setDays} />
      </div>
      <QueryState query={query} what="the overview" fallback={<OverviewSkeleton />}>
        {(overview) => (
          <div aria-busy={updating} className={cn('grid gap-6 transition-opacity', updating && 'opacity-60')}>
            <OverviewContent overview={overview} />
          </div>
        )}
      </QueryState>
      <MailDeliverySection />
    </div>
  );
}
