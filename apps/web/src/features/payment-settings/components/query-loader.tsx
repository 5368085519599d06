import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';

interface QueryLoaderProps<T> {
  query: UseQueryResult<T>;
  /** What failed to load, e.g. "the trial balances". */
  what: string;
  /** Shown while the first answer is on its way. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/** A section's three states: its skeleton while loading, a retry on failure, then the data. */
export function QueryLoader<T>({ query, what, skeleton, children }: QueryLoaderProps<T>) {
  // Data already shown stays when a later refetch fails.
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return <LoadError what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <div aria-busy="true" aria-label={`Loading ${what}`}>
      {skeleton}
    </div>
  );
}
