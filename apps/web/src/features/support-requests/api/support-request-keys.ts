import type { QueryClient } from '@tanstack/react-query';
import {
  supportRequestEndpoints,
  type TSupportRequestDetail,
  type TSupportRequestsResponse,
} from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/**
 * A thread as the server answered it (opened, replied, closed, reopened): kept for its own
 * query, its row updated at once, every list page asked again (the order and the filters move).
 */
export function storeSupportRequest(queryClient: QueryClient, request: TSupportRequestDetail): Promise<void> {
  queryClient.setQueryData(endpointKey(supportRequestEndpoints.get, { id: request.id }), request);
  markSupportRequestRead(queryClient, request.id);
  return queryClient.invalidateQueries({ queryKey: endpointKey(supportRequestEndpoints.list) });
}

/** The thread was opened (the server marks it read): its row in every cached page loses its marker. */
export function markSupportRequestRead(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<TSupportRequestsResponse>(
    { queryKey: endpointKey(supportRequestEndpoints.list) },
    (page) =>
      page?.results.some((item) => item.id === id && item.unread)
        ? {
            ...page,
            results: page.results.map((item) => (item.id === id ? { ...item, unread: false } : item)),
          }
        : page,
  );
}
