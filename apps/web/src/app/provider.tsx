import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ThemeSync } from '@/components/theme/theme-sync';
import { APP_READY_EVENT, useHydrated } from '@/lib/hydration';

/** sonner loads after the first render (or hydration); toasts raised before it mounts are shown when it does. */
const Toaster = lazy(() => import('@/components/ui/sonner'));

/**
 * What every page has around it: the theme, the toasts and the app-ready signal. Queries have
 * their boundary where they are used (lib/query-boundary.tsx), not here: the query library is
 * not in the entry.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // After every effect of the first commit below it. Here, not in a component of its own beside
  // the app: a sibling would change every useId below, and the ids the prerender wrote with them.
  useEffect(() => void document.dispatchEvent(new Event(APP_READY_EVENT)), []);
  return (
    <>
      <ThemeSync />
      {children}
      {hydrated && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
