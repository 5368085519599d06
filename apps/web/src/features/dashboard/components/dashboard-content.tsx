import { LatestCreations } from './latest-creations';
import { UsageOverview } from './usage-overview';

/** The dashboard's own sections, in a chunk of their own (the page's first load stays as it was). */
export default function DashboardContent() {
  return (
    <>
      <LatestCreations />
      <UsageOverview />
    </>
  );
}
