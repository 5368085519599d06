import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ThemeSync } from '@/components/theme/theme-sync';
import { Toaster } from '@/components/ui/sonner';
import { createQueryClient } from '@/lib/query-client';
import { registerSessionQueryClient } from '@/lib/session';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries); the app creates one per page load. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    registerSessionQueryClient(client);
    return () => registerSessionQueryClient(null);
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      <ThemeSync />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
