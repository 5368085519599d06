import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  supportRequestEndpoints,
  type TSupportRequestsQuery,
  type TSupportRequestsResponse,
} from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** Support's replies show up without a reload: the list is asked again this often and on focus. */
export const SUPPORT_REQUESTS_REFRESH_MS = 60_000;

/** GET support/requests/: the user's requests, latest activity first; `status` narrows them. */
export function getSupportRequests(query: TSupportRequestsQuery): Promise<TSupportRequestsResponse> {
  return callEndpoint(supportRequestEndpoints.list, { query });
}

export const supportRequestsQueryOptions = (query: TSupportRequestsQuery) =>
  queryOptions({
    queryKey: endpointKey(supportRequestEndpoints.list, query),
    queryFn: () => getSupportRequests(query),
    placeholderData: keepPreviousData,
    refetchInterval: SUPPORT_REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useSupportRequests(query: TSupportRequestsQuery) {
  return useQuery(supportRequestsQueryOptions(query));
}
