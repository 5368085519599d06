import type { TProfileResponse } from '@inkwell/contract';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';

/** My Account: the profile as the server holds it, with a way to edit it. */
export function AccountSummary({ profile }: { profile: TProfileResponse }) {
  const rows: [string, React.ReactNode][] = [
    ['Full name', profile.full_name],
    ['Email', profile.email],
    ['Plan', profile.plan],
    ['Role', profile.role === 'admin' ? 'Administrator' : 'User'],
    ['Joined', formatDate(profile.date_joined, 'long')],
    [
      'Email status',
      profile.email_confirmed ? (
        <span className="inline-flex items-center gap-1.5 text-success">
          <BadgeCheck aria-hidden="true" className="size-4" /> Confirmed
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-destructive">
          <CircleAlert aria-hidden="true" className="size-4" /> Not confirmed
        </span>
      ),
    ],
  ];
  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar profile={profile} className="size-16 text-lg" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 className="truncate text-xl font-semibold">{profile.full_name}</h2>
          <p className="truncate text-sm text-muted-foreground">{profile.email}</p>
        </div>
        <Badge variant="soft">{profile.plan}</Badge>
      </div>
      {profile.pending_email ? (
        <p className="mt-4 text-sm text-muted-foreground">
          Confirm your new address: we sent a link to {profile.pending_email}.
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-4 border-t border-border pt-6 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild className="mt-8">
        <Link to={paths.editAccount}>Edit Account</Link>
      </Button>
    </Card>
  );
}
