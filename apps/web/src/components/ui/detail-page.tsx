import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton } from './list-skeleton';
import { QueryState } from './query-state';

interface DetailPageProps<T> {
  /** The way back to the list (a `BackLink`), above everything. */
  back: ReactNode;
  query: UseQueryResult<T>;
  /** What the page shows, e.g. "order": "We couldn’t load this order.", "Loading the order". */
  thing: string;
  /** Skeleton cards while it loads. */
  skeleton: { rows: number; rowClassName: string };
  /** The page's cards, one under the other. */
  children: (data: T) => ReactNode;
}

/** An admin detail page (an order, a user, a support request): back link, the query's states, its cards. */
export function DetailPage<T>({ back, query, thing, skeleton, children }: DetailPageProps<T>) {
  return (
    <div className="grid gap-4">
      {back}
      <QueryState
        query={query}
        what={`this ${thing}`}
        fallback={<ListSkeleton label={`Loading the ${thing}`} {...skeleton} />}
      >
        {(data) => <div className="grid gap-4">{children(data)}</div>}
      </QueryState>
    </div>
  );
}
