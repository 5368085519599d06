import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from './card';
import { EmptyList } from './empty-list';
import { ListSkeleton } from './list-skeleton';
import { Pager } from './pager';
import { QueryState } from './query-state';

interface TPage {
  results: readonly unknown[];
  count: number;
}

interface PagedListProps<T extends TPage> {
  query: UseQueryResult<T>;
  /** What loads, e.g. "the orders": "We couldn’t load the orders.", "Loading the orders". */
  what: string;
  /** Above the list: its filter bar, totals and actions. */
  toolbar: ReactNode;
  /** Skeleton rows while the first page loads. */
  skeleton?: { rows: number; rowClassName: string };
  /** The empty page's words; `onClear` adds a Clear filters button under "no match". */
  empty: { noMatch: string; nothingYet: string; onClear?: () => void };
  /** Filters are set: an empty page is "no match", not "nothing yet". */
  filtered: boolean;
  /** The pager's accessible name ("Pages of orders"), the page, its size and how to change it. */
  pager: { label: string; page: number; pageSize: number; onPageChange: (page: number) => void };
  /** The page's rows (a `StackedTable`); `busy` while a newer page or filter loads. */
  children: (list: T, busy: boolean) => ReactNode;
}

/**
 * An admin list in its card: the toolbar, then the query's states (skeleton, error with Retry),
 * the empty state, the rows and the pager.
 */
export function PagedList<T extends TPage>({
  query,
  what,
  toolbar,
  skeleton = { rows: 5, rowClassName: 'h-14' },
  empty,
  filtered,
  pager,
  children,
}: PagedListProps<T>) {
  const busy = query.isPlaceholderData;
  return (
    <Card className="@container overflow-hidden">
      <div className="grid gap-4 border-b border-border p-4 sm:p-5">{toolbar}</div>
      <QueryState
        query={query}
        what={what}
        errorClassName="m-5"
        fallback={<ListSkeleton label={`Loading ${what}`} {...skeleton} />}
      >
        {(list) =>
          list.results.length === 0 ? (
            <EmptyList filtered={filtered} {...empty} />
          ) : (
            <>
              {children(list, busy)}
              <div className="border-t border-border">
                <Pager
                  label={pager.label}
                  page={pager.page}
                  pageCount={Math.ceil(list.count / pager.pageSize)}
                  onPageChange={pager.onPageChange}
                  busy={busy}
                />
              </div>
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
