import type { TProfileResponse } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api/get-profile';

/** Renders its children with the loaded profile; a skeleton while loading, a retry on failure. */
export function ProfileLoader({ children }: { children: (profile: TProfileResponse) => ReactNode }) {
  const query = useProfile();
  return (
    <QueryState query={query} what="your profile" fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
      {children}
    </QueryState>
  );
}
