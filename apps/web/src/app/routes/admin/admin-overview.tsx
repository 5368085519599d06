import { AdminOverview } from '@/features/admin-overview/components/admin-overview';

/** Admin: revenue, orders, users, generations, support and the AI provider over a period. */
export default function AdminOverviewRoute() {
  return <AdminOverview />;
}
