import { QueryState } from '@/components/ui/query-state';
import { useDashboard } from '../api/get-dashboard';
import { dashboardTools } from '../config/dashboard-tools';
import { LatestCreationsSkeleton } from './latest-creations-skeleton';
import { LatestItemList } from './latest-item-list';
import { LatestToolCard } from './latest-tool-card';

/** The dashboard's newest creations of every tool, each a link to where it opens. */
export function LatestCreations() {
  const query = useDashboard();
  return (
    <section aria-labelledby="dashboard-latest-title" className="grid gap-4">
      <h2 id="dashboard-latest-title" className="text-lg font-semibold">
        Latest creations
      </h2>
      <QueryState query={query} what="your latest creations" fallback={<LatestCreationsSkeleton />}>
        {(dashboard) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {dashboardTools.map((entry) => (
              <li key={entry.tool}>
                <LatestToolCard entry={entry}>
                  <LatestItemList entry={entry} items={dashboard.latest[entry.tool]} />
                </LatestToolCard>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
