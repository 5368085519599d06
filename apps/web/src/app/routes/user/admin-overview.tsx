import { AdminOverview } from '@/features/admin-overview/components/admin-overview';

/** Admin: revenue, orders, users, generations and support over a period. */
export default function AdminOverviewRoute() {
  return <AdminOverview />;
}
