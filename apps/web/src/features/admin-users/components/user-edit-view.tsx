import type { TAdminUserDetail } from '@inkwell/contract';
import { Eye, KeyRound, Scale, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-shell';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SettingsSection } from '@/components/ui/settings-section';
import { DetailPage } from '@/components/ui/detail-page';
import { paths, userInfoPath } from '@/config/paths';
import { useAdminUser } from '../api/get-admin-user';
import { BalanceAdjustment } from './balance-adjustment';
import { PasswordResetLink } from './password-reset-link';
import { UserProfileForm } from './user-profile-form';
import { UserRoleBadge } from './user-role-badge';

function EditHeader({ user }: { user: TAdminUserDetail }) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar profile={user} className="size-12 text-base" />
        <div className="grid min-w-0 gap-1">
          <h2 className="text-lg font-semibold break-words">{user.full_name}</h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="break-all">{user.email}</span>
            <UserRoleBadge role={user.role} />
          </div>
        </div>
      </div>
      <Button asChild variant="outline">
        <Link to={userInfoPath(user.id)}>
          <Eye aria-hidden="true" />
          View profile
        </Link>
      </Button>
    </Card>
  );
}

/** One account for an admin to change: profile, a balance, a password-reset link. */
export function UserEditView({ id }: { id: number }) {
  const query = useAdminUser(id);
  return (
    <DetailPage
      back={<BackLink to={paths.allUsersEdit}>Back to Edit User Profiles</BackLink>}
      query={query}
      thing="user"
      skeleton={{ rows: 3, rowClassName: 'h-32' }}
    >
      {(user) => (
        <>
          <EditHeader user={user} />
          <SettingsSection
            title="Profile"
            icon={UserCog}
            description="Name, email, role and whether the account is confirmed or blocked."
          >
            <UserProfileForm user={user} />
          </SettingsSection>
          <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
            <SettingsSection
              title="Adjust a balance"
              icon={Scale}
              description="Add to or take from one balance or limit. The reason is kept with the change."
            >
              <BalanceAdjustment user={user} />
            </SettingsSection>
            <SettingsSection title="Password" icon={KeyRound} description="Help someone who cannot sign in.">
              <PasswordResetLink user={user} />
            </SettingsSection>
          </div>
        </>
      )}
    </DetailPage>
  );
}
