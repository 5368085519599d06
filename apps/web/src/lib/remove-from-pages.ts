import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface TPage {
  count: number;
  results: readonly { id: number }[];
}

/**
 * An item deleted on the server leaves every cached page of its lists at once (no flash of it on
 * the page the user goes to next); the lists are then fetched again.
 */
export function removeFromPages(queryClient: QueryClient, lists: QueryKey, id: number): Promise<void> {
  queryClient.setQueriesData<TPage>({ queryKey: lists }, (page) =>
    page?.results.some((item) => item.id === id)
      ? { ...page, count: page.count - 1, results: page.results.filter((item) => item.id !== id) }
      : page,
  );
  return queryClient.invalidateQueries({ queryKey: lists });
}
