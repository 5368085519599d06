import type { QueryClient } from '@tanstack/react-query';
import type {
  TSupportRequestDetail,
  TSupportRequestsQuery,
  TSupportRequestsResponse,
} from '@inkwell/contract';

/** Query keys of the user's support requests: the list pages and each thread; `all` covers both. */
export const supportRequestKeys = {
  all: ['support-requests'] as const,
  lists: ['support-requests', 'list'] as const,
  list: (query: TSupportRequestsQuery) => ['support-requests', 'list', query] as const,
  detail: (id: number) => ['support-requests', 'detail', id] as const,
};

/**
 * A thread as the server answered it (opened, replied, closed, reopened): kept for its own
 * query, its row updated at once, every list page asked again (the order and the filters move).
 */
export function storeSupportRequest(queryClient: QueryClient, request: TSupportRequestDetail): Promise<void> {
  queryClient.setQueryData(supportRequestKeys.detail(request.id), request);
  markSupportRequestRead(queryClient, request.id);
  return queryClient.invalidateQueries({ queryKey: supportRequestKeys.lists });
}

/** The thread was opened (the server marks it read): its row in every cached page loses its marker. */
export function markSupportRequestRead(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<TSupportRequestsResponse>({ queryKey: supportRequestKeys.lists }, (page) =>
    page?.results.some((item) => item.id === id && item.unread)
      ? { ...page, results: page.results.map((item) => (item.id === id ? { ...item, unread: false } : item)) }
      : page,
  );
}
