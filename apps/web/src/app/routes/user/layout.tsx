import { Outlet } from 'react-router';
import { RequireAuth } from '@/components/layout/require-auth';
import { UserShell } from '@/components/layout/user-shell';
import type { TNavBadges } from '@/components/layout/user-nav-links';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSupportBadge } from '@/features/support-center/api/get-support-badge';
import { openRequestsLabel } from '@/features/support-center/utils/support-labels';
import { useSession } from '@/lib/session';

/** Admins: the Support Center's link shows how many requests are open (none shown at zero). */
function useAdminNavBadges(isAdmin: boolean): TNavBadges | undefined {
  const badge = useSupportBadge(isAdmin);
  const open = isAdmin ? (badge.data?.open ?? 0) : 0;
  return open > 0 ? { [paths.allSupport]: { count: open, label: openRequestsLabel(open) } } : undefined;
}

function UserArea() {
  const isAdmin = useSession((state) => state.isAdmin);
  const signOut = useSignOut();
  // The sidebar's upgrade box follows this query, so a purchase that refreshes it hides the box.
  const profile = useProfile();
  const navBadges = useAdminNavBadges(isAdmin);
  return (
    <UserShell
      profile={profile.data}
      isAdmin={isAdmin}
      onSignOut={() => void signOut()}
      navBadges={navBadges}
    >
      <Outlet />
    </UserShell>
  );
}

export default function UserLayoutRoute() {
  return (
    <RequireAuth>
      <UserArea />
    </RequireAuth>
  );
}
