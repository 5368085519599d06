import type { TAdminOrderDetail } from '@inkwell/contract';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { userInfoPath } from '@/config/paths';
import { DetailRow, DetailSection } from '@/components/ui/detail-section';

/** Who the order is for, with a link to the account; said when the account was deleted. */
export function BuyerCard({ order }: { order: TAdminOrderDetail }) {
  const { user } = order;
  return (
    <DetailSection title="Buyer" icon={UserRound}>
      {user ? (
        <dl className="grid gap-3">
          <DetailRow term="Name">{user.full_name || '—'}</DetailRow>
          <DetailRow term="Email">
            <span className="break-all">{user.email}</span>
          </DetailRow>
          <DetailRow term="Account">
            <Link to={userInfoPath(user.id)} className="rounded-sm text-brand focus-ring hover:underline">
              View user #{user.id}
            </Link>
          </DetailRow>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">Account deleted. The order stays for the books.</p>
      )}
    </DetailSection>
  );
}
