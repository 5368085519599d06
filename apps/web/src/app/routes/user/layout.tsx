import { Fragment, lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { RequireAuth } from '@/components/layout/require-auth';
import { UserShell } from '@/components/layout/user-shell';
import type { TNavBadges } from '@/components/layout/user-nav-links';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useProfile } from '@/features/profile/api/get-profile';
import { useDateSettings, useDateSettingsKnown } from '@/lib/date-settings';
import { QueryBoundary } from '@/lib/query-boundary';
import { useSession } from '@/lib/session';

// Admins' sidebar badges (open support requests), loaded after the page.
const AdminNavBadges = lazy(() => import('@/features/support-center/components/admin-nav-badges'));
// The admins' Date Display settings, read after the page (the public pages keep the defaults).
const DateSettingsSync = lazy(() => import('@/features/admin-settings/components/date-settings-sync'));

/** Changes when the date settings do: the page is drawn again, every date in the new format. */
function useDateSettingsKey(): string {
  const { date_format, time_format, time_zone } = useDateSettings();
  return `${date_format}|${time_format}|${time_zone ?? ''}`;
}

function UserArea() {
  const isAdmin = useSession((state) => state.isAdmin);
  const signOut = useSignOut();
  // The sidebar's upgrade box follows this query, so a purchase that refreshes it hides the box.
  const profile = useProfile();
  const [navBadges, setNavBadges] = useState<TNavBadges>();
  const dateSettingsKey = useDateSettingsKey();
  // The pages wait for the site's date settings (one small cached answer), so none is drawn
  // in the defaults and again, with what was typed into it lost, when they arrive.
  const datesKnown = useDateSettingsKnown();
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
      <Suspense fallback={null}>
        <DateSettingsSync />
      </Suspense>
      {datesKnown ? (
        <Fragment key={dateSettingsKey}>
          <Outlet />
        </Fragment>
      ) : null}
    </UserShell>
  );
}

/** The signed-in area: every page in it may query, so the boundary is here, once. */
export default function UserLayoutRoute() {
  return (
    <QueryBoundary>
      <RequireAuth>
        <UserArea />
      </RequireAuth>
    </QueryBoundary>
  );
}
