import type { TAdminUserDetail } from '@inkwell/contract';
import { Pencil, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailRow } from '@/components/ui/detail-section';
import { createOrderForUser, userEditPath } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { UserRoleBadge } from './user-role-badge';

/** The account's state in badges: confirmed or not, blocked, and "You" on one's own. */
function StateBadges({ user }: { user: TAdminUserDetail }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <UserRoleBadge role={user.role} />
      {user.confirmed ? (
        <Badge variant="success">Email confirmed</Badge>
      ) : (
        <Badge variant="outline">Email not confirmed</Badge>
      )}
      {user.blocked ? <Badge variant="destructive">Blocked</Badge> : null}
      {user.is_self ? <Badge variant="outline">You</Badge> : null}
    </div>
  );
}

function Ip({ ip }: { ip: string | null }): ReactNode {
  return ip ? (
    <span className="font-mono text-xs">{ip}</span>
  ) : (
    <span className="text-muted-foreground">Not recorded</span>
  );
}

/** Who the account is: avatar, name, email, role, plan and dates, with Edit and Create order. */
export function UserProfileCard({
  user,
  showActions = true,
}: {
  user: TAdminUserDetail;
  showActions?: boolean;
}) {
  const showIps = user.registration_ip !== null || user.last_login_ip !== null;
  return (
    <Card className="grid gap-5 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <UserAvatar profile={user} className="size-16 text-lg" />
          <div className="grid min-w-0 gap-1.5">
            <h2 className="text-lg font-semibold break-words">{user.full_name}</h2>
            <p className="text-sm break-all text-muted-foreground">{user.email}</p>
            <StateBadges user={user} />
          </div>
        </div>
        {showActions ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={userEditPath(user.id)}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <Button asChild>
              <Link to={createOrderForUser(user.id)}>
                <ShoppingCart aria-hidden="true" />
                Create order for this user
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {user.pending_email ? (
          <DetailRow term="New email waiting for confirmation">{user.pending_email}</DetailRow>
        ) : null}
        <DetailRow term="Plan">{user.plan}</DetailRow>
        <DetailRow term="Joined">
          <time dateTime={user.joined_at}>{formatDate(user.joined_at, 'long')}</time>
        </DetailRow>
        <DetailRow term="Last sign-in">
          {user.last_login_at ? (
            <time dateTime={user.last_login_at}>{formatDateTime(user.last_login_at)}</time>
          ) : (
            'Never'
          )}
        </DetailRow>
        <DetailRow term="User ID">#{user.id}</DetailRow>
        {showIps ? (
          <>
            <DetailRow term="Registration IP">
              <Ip ip={user.registration_ip} />
            </DetailRow>
            <DetailRow term="Last login IP">
              <Ip ip={user.last_login_ip} />
            </DetailRow>
          </>
        ) : null}
      </dl>
    </Card>
  );
}
