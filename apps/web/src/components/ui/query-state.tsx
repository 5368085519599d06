import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for the error: "We couldn’t load {what}." */
  what: string;
  /** Shown until the first answer (a skeleton, marked aria-busy with a label). */
  fallback: ReactNode;
  /** A one-line error instead of the box, for small places. */
  compact?: boolean;
  /** Classes of the error, e.g. its margin inside a card. */
  errorClassName?: string;
  children: (data: T) => ReactNode;
}

/**
 * A query's three states in one place: the fallback while loading, the error with a Retry that
 * refetches, then the data. Data already shown stays when a later refetch fails.
 */
export function QueryState<T>({
  query,
  what,
  fallback,
  compact,
  errorClassName,
  children,
}: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <LoadError
        what={what}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        compact={compact}
        className={errorClassName}
      />
    );
  }
  return <>{fallback}</>;
}
