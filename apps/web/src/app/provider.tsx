import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ThemeSync } from '@/components/theme/theme-sync';
import { APP_READY_EVENT } from '@/lib/hydration';
import { afterSlices } from '@/lib/hydration-slices';
import { useToasterWanted } from '@/lib/toaster-wanted';

/** sonner loads with the first toast (lib/toast.ts), which it shows once it has mounted. */
const Toaster = lazy(() => import('@/components/ui/sonner'));

/**
 * What every page has around it: the theme, the toasts and the app-ready signal. Queries have
 * their boundary where they are used (lib/query-boundary.tsx), not here: the query library is
 * not in the entry.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  // After every effect of the first commit below it. Here, not in a component of its own beside
  // the app: a sibling would change every useId below, and the ids the prerender wrote with them.
  // A page hydrated in slices is ready once its last slice is in.
  useEffect(() => void afterSlices().then(() => document.dispatchEvent(new Event(APP_READY_EVENT))), []);
  return (
    <>
      <ThemeSync />
      {children}
      {toasterWanted && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
