import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';

const DashboardContent = lazy(() => import('./dashboard-content'));

/** Where the sections' code loads: their headings, and grey where their cards will be. */
function DashboardSectionsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your creations and usage" className="grid gap-6">
      <h2 className="text-lg font-semibold">Latest creations</h2>
      <Skeleton className="h-[34rem] rounded-2xl sm:h-80 lg:h-[22rem]" />
      <Skeleton className="h-[40rem] rounded-2xl" />
    </div>
  );
}

/**
 * The latest creations and the usage charts. Their code is not in the page's first load (its
 * budget, decision 018); the dashboard is asked for at once, while that code loads.
 */
export function DashboardSections() {
  useDashboard();
  return (
    <Suspense fallback={<DashboardSectionsSkeleton />}>
      <DashboardContent />
    </Suspense>
  );
}
