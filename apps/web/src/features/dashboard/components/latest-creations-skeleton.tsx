import { DASHBOARD_LATEST_COUNT } from '@inkwell/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { dashboardTools } from '../config/dashboard-tools';
import { LatestToolCard } from './latest-tool-card';

/** The six tools' cards, titled and linked at once, with rows of grey while their creations load. */
export function LatestCreationsSkeleton() {
  return (
    <ul
      role="status"
      aria-busy="true"
      aria-label="Loading your latest creations"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {dashboardTools.map((entry) => (
        <li key={entry.tool}>
          <LatestToolCard entry={entry}>
            <div className="grid gap-2">
              {Array.from({ length: DASHBOARD_LATEST_COUNT - 1 }, (_, index) => (
                <Skeleton key={index} className="h-10 w-full rounded-lg" />
              ))}
            </div>
          </LatestToolCard>
        </li>
      ))}
    </ul>
  );
}
