import { BackLink } from '@/components/ui/back-link';
import { DetailPage } from '@/components/ui/detail-page';
import { paths } from '@/config/paths';
import { useAdminUser } from '../api/get-admin-user';
import { UserBalancesSection } from './user-balances-section';
import { UserLedgerSection } from './user-ledger-section';
import { UserOrdersSection } from './user-orders-section';
import { UserProfileCard } from './user-profile-card';
import { UserSupportSection } from './user-support-section';
import { UserUsageSection } from './user-usage-section';

/** One account, read-only: who, what they hold and used, their orders, requests and ledger. */
export function UserInfoView({ id }: { id: number }) {
  const query = useAdminUser(id);
  return (
    <DetailPage
      back={<BackLink to={paths.allUsersInfo}>Back to Users</BackLink>}
      query={query}
      thing="user"
      skeleton={{ rows: 4, rowClassName: 'h-24' }}
    >
      {(user) => (
        <>
          <UserProfileCard user={user} />
          <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
            <UserBalancesSection user={user} />
            <UserUsageSection usage={user.usage} />
            <UserOrdersSection orders={user.orders} />
            <UserSupportSection requests={user.support_requests} />
          </div>
          <UserLedgerSection ledger={user.ledger} />
        </>
      )}
    </DetailPage>
  );
}
