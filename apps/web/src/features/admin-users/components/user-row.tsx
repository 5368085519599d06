import type { TAdminUser } from '@inkwell/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { UserRoleBadge } from './user-role-badge';

/**
 * Cell padding of the table. It is a table once its card is 56rem wide (the card is a container,
 * so the sidebar counts); narrower, each row is a card of its own, its cells labelled in words.
 */
const cell = '@4xl:px-2.5 @4xl:py-3 @4xl:align-top @4xl:first:pl-5 @4xl:last:pr-5';
/** A word that labels a value in a stacked row only (the table's header says it there). */
const stackedLabel = 'text-muted-foreground @4xl:sr-only';

interface UserRowProps {
  user: TAdminUser;
  /** The page the name opens (the profile or its edit page). */
  to: string;
  showIps: boolean;
}

function YesNo({ label, value, alarm }: { label: string; value: boolean; alarm?: boolean }) {
  const words = (
    <>
      <span className={stackedLabel}>{label}: </span>
      {value ? 'Yes' : 'No'}
    </>
  );
  return alarm && value ? <Badge variant="destructive">{words}</Badge> : <span>{words}</span>;
}

/** One IP with its label ("Registration", "Last login"); a dash when not recorded. */
function Ip({ label, ip }: { label: string; ip: string | null }) {
  return (
    <span className="block whitespace-nowrap">
      <span className="text-muted-foreground">{label}: </span>
      <span className="font-mono">{ip ?? '—'}</span>
    </span>
  );
}

/** One account: name (its link) and email, role, plan, confirmed, blocked, dates and, when shown, its IPs. */
export function UserRow({ user, to, showIps }: UserRowProps) {
  return (
    <tr
      role="row"
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-sm @4xl:table-row @4xl:p-0',
        user.blocked && 'bg-destructive/5',
      )}
    >
      <td role="cell" className={cn(cell, 'order-1 min-w-0')}>
        <Link
          to={to}
          className="inline-block max-w-full rounded-sm font-medium break-words focus-ring hover:text-brand hover:underline"
        >
          {user.full_name}
        </Link>
        <span className="block truncate text-muted-foreground @4xl:max-w-60">{user.email}</span>
      </td>
      <td role="cell" className={cn(cell, 'order-2 justify-self-end @4xl:whitespace-nowrap')}>
        <UserRoleBadge role={user.role} />
      </td>
      <td role="cell" className={cn(cell, 'order-4 col-span-2 min-w-0')}>
        <span className={stackedLabel}>Plan: </span>
        {user.plan}
      </td>
      <td role="cell" className={cn(cell, 'order-5 @4xl:whitespace-nowrap')}>
        <YesNo label="Confirmed" value={user.confirmed} />
      </td>
      <td role="cell" className={cn(cell, 'order-6 justify-self-end @4xl:whitespace-nowrap')}>
        <YesNo label="Blocked" value={user.blocked} alarm />
      </td>
      <td role="cell" className={cn(cell, 'order-7 col-span-2 text-xs @4xl:text-sm @4xl:whitespace-nowrap')}>
        <span className={stackedLabel}>Joined </span>
        <time dateTime={user.joined_at}>{formatDate(user.joined_at)}</time>
      </td>
      <td role="cell" className={cn(cell, 'order-8 col-span-2 text-xs @4xl:text-sm @4xl:whitespace-nowrap')}>
        <span className={stackedLabel}>Last sign-in </span>
        {user.last_login_at ? (
          <time dateTime={user.last_login_at} title={formatDateTime(user.last_login_at)}>
            {formatDate(user.last_login_at)}
          </time>
        ) : (
          <span className="text-muted-foreground">Never</span>
        )}
      </td>
      {showIps ? (
        <td role="cell" className={cn(cell, 'order-9 col-span-2 grid text-xs @4xl:table-cell')}>
          <Ip label="Registration" ip={user.registration_ip} />
          <Ip label="Last login" ip={user.last_login_ip} />
        </td>
      ) : null}
    </tr>
  );
}
