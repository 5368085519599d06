import { USAGE_DAYS } from '@inkwell/contract';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useDashboard } from '../api/get-dashboard';
import { hasUsage, sumUsage } from '../utils/usage-series';
import { NoUsage } from './no-usage';
import { UsageChartsSkeleton } from './usage-charts-skeleton';
import { UsageLayout } from './usage-layout';
import { UsageSkeleton } from './usage-skeleton';
import { UsageTable } from './usage-table';
import { UsageTotals } from './usage-totals';

// chart.js rides in this chunk only, asked for once there is use to draw.
const UsageCharts = lazy(() => import('./usage-charts'));

/** Each tool's use per day over the last 30 days, from the balance history. */
export function UsageOverview() {
  const query = useDashboard();
  return (
    <Card role="region" aria-labelledby="dashboard-usage-title" className="grid min-w-0 gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-usage-title" className="text-lg font-semibold">
          Usage in the last {USAGE_DAYS} days
        </h2>
        <Link
          to={paths.currentPlan}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand focus-ring hover:underline"
        >
          Usage history <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <QueryState query={query} what="your usage" fallback={<UsageSkeleton />}>
        {({ usage }) => {
          const totals = sumUsage(usage);
          if (!hasUsage(totals)) return <NoUsage />;
          return (
            <>
              <UsageLayout
                totals={<UsageTotals totals={totals} />}
                charts={
                  <Suspense fallback={<UsageChartsSkeleton />}>
                    <UsageCharts usage={usage} totals={totals} />
                  </Suspense>
                }
              />
              <UsageTable usage={usage} />
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
