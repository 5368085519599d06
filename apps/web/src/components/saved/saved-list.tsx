import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import type { TUrlFilters } from '@/lib/use-url-filters';
import type { TSavedListQuery } from './use-saved-list-filters';

interface TSavedPage<T> {
  count: number;
  results: T[];
}

interface SavedListProps<T extends { id: number }> {
  controls: TUrlFilters<TSavedListQuery>;
  query: UseQueryResult<TSavedPage<T>>;
  pageSize: number;
  /** The items in words: "your generated codes" (loading, errors, the list's name). */
  what: string;
  searchPlaceholder: string;
  /** Beside the search: selects that narrow the list (their change goes back to page 1). */
  filters?: ReactNode;
  /** A filter other than the search is set: an empty page is "no match", not "nothing yet". */
  filtered?: boolean;
  /** The tool that makes these items, linked from the empty list. */
  tool: { title: string; path: string };
  renderItem: (item: T) => ReactNode;
  /** The list's layout; rows divided by a line unless given (a grid of thumbnails). */
  listClassName?: string;
  /** Shown while the first page loads; rows of the list's height unless given. */
  fallback?: ReactNode;
}

/**
 * A page of the user's saved items (codes, images, speeches…): a debounced search, filters,
 * the rows, previous and next; an empty list points to the tool that makes them.
 */
export function SavedList<T extends { id: number }>({
  controls,
  query,
  pageSize,
  what,
  searchPlaceholder,
  filters,
  filtered = false,
  tool,
  renderItem,
  listClassName = 'divide-y divide-border',
  fallback,
}: SavedListProps<T>) {
  const searched = controls.query.search !== undefined || filtered;
  return (
    <Card className="grid">
      <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchField
            label={`Search ${what}`}
            placeholder={searchPlaceholder}
            value={controls.search}
            onChange={controls.setSearch}
          />
        </div>
        {filters}
      </div>
      <QueryState
        query={query}
        what={what}
        errorClassName="m-4"
        fallback={fallback ?? <ListSkeleton label={`Loading ${what}`} rows={4} rowClassName="h-14" />}
      >
        {(page) =>
          page.results.length === 0 ? (
            <p className="px-5 py-12 text-center text-sm text-muted-foreground">
              {searched ? (
                'Nothing matches your search.'
              ) : (
                <>
                  Nothing here yet.{' '}
                  <Link to={tool.path} className="font-semibold text-brand hover:underline">
                    Open {tool.title}
                  </Link>{' '}
                  to make your first.
                </>
              )}
            </p>
          ) : (
            <>
              <ul
                aria-label={what.charAt(0).toUpperCase() + what.slice(1)}
                aria-busy={query.isPlaceholderData || undefined}
                className={listClassName}
              >
                {page.results.map((item) => (
                  <li key={item.id}>{renderItem(item)}</li>
                ))}
              </ul>
              <Pager
                label={`Pages of ${what}`}
                page={controls.query.page}
                pageCount={Math.ceil(page.count / pageSize)}
                onPageChange={controls.setPage}
                busy={query.isPlaceholderData}
              />
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
