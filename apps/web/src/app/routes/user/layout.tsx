import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { RequireAuth } from '@/components/layout/require-auth';
import { UserShell } from '@/components/layout/user-shell';
import type { TNavBadges } from '@/components/layout/user-nav-links';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSession } from '@/lib/session';

// Admins' sidebar badges (open support requests), loaded after the page.
const AdminNavBadges = lazy(() => import('@/features/support-center/components/admin-nav-badges'));

function UserArea() {
  const isAdmin = useSession((state) => state.isAdmin);
  const signOut = useSignOut();
  // The sidebar's upgrade box follows this query, so a purchase that refreshes it hides the box.
  const profile = useProfile();
  const [navBadges, setNavBadges] = useState<TNavBadges>();
  return (
    <UserShell
      profile={profile.data}
      isAdmin={isAdmin}
      onSignOut={() => void signOut()}
      navBadges={isAdmin ? navBadges : undefined}
    >
      {isAdmin ? (
        <Suspense fallback={null}>
          <AdminNavBadges onChange={setNavBadges} />
        </Suspense>
      ) : null}
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
