import { Outlet } from 'react-router';
import { RequireAuth } from '@/components/layout/require-auth';
import { UserShell } from '@/components/layout/user-shell';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSession } from '@/lib/session';

function UserArea() {
  const isAdmin = useSession((state) => state.isAdmin);
  const signOut = useSignOut();
  // The sidebar's upgrade box follows this query, so a purchase that refreshes it hides the box.
  const profile = useProfile();
  return (
    <UserShell profile={profile.data} isAdmin={isAdmin} onSignOut={() => void signOut()}>
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
