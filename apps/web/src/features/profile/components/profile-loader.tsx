import type { TProfileResponse } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api/get-profile';

/** Renders its children with the loaded profile; a skeleton while loading, a retry on failure. */
export function ProfileLoader({ children }: { children: (profile: TProfileResponse) => ReactNode }) {
  const query = useProfile();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return <LoadError what="your profile" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <Skeleton className="h-48 w-full rounded-2xl" />;
}
