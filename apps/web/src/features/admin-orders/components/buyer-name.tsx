import type { TOrderBuyer } from '@inkwell/contract';
import { Link } from 'react-router';
import { userInfoPath } from '@/config/paths';

/** Who bought: name (a link to the account) and email; said when the account is gone. */
export function BuyerName({ buyer }: { buyer: TOrderBuyer | null }) {
  if (!buyer) return <span className="text-muted-foreground italic">Account deleted</span>;
  return (
    <>
      <Link
        to={userInfoPath(buyer.id)}
        className="block truncate rounded-sm font-medium focus-ring hover:text-brand hover:underline"
      >
        {buyer.full_name || buyer.email}
      </Link>
      <span className="block truncate text-xs text-muted-foreground">{buyer.email}</span>
    </>
  );
}
