import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ThemeSync } from '@/components/theme/theme-sync';
import { APP_READY_EVENT, useHydrated } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';
import { registerSessionQueryClient } from '@/lib/session';

/** sonner loads after the first render (or hydration); toasts raised before it mounts are shown when it does. */
const Toaster = lazy(() => import('@/components/ui/sonner'));

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries); the app creates one per page load. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const hydrated = useHydrated();
  useEffect(() => {
    registerSessionQueryClient(client);
    return () => registerSessionQueryClient(null);
  }, [client]);
  // After every effect of the first commit below it. Here, not in a component of its own beside
  // the app: a sibling would change every useId below, and the ids the prerender wrote with them.
  useEffect(() => void document.dispatchEvent(new Event(APP_READY_EVENT)), []);
  return (
    <QueryClientProvider client={client}>
      <ThemeSync />
      {children}
      {hydrated && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
