import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSupportRequestsResponseSchema,
  type TSupportRequestsQuery,
  type TSupportRequestsResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { supportRequestKeys } from './support-request-keys';

/** Support's replies show up without a reload: the list is asked again this often and on focus. */
export const SUPPORT_REQUESTS_REFRESH_MS = 60_000;

/** GET support/requests/: the user's requests, latest activity first; `status` narrows them. */
export async function getSupportRequests(query: TSupportRequestsQuery): Promise<TSupportRequestsResponse> {
  const { data } = await apiClient.get<unknown>('support/requests/', { params: query });
  return ZSupportRequestsResponseSchema.parse(data);
}

export const supportRequestsQueryOptions = (query: TSupportRequestsQuery) =>
  queryOptions({
    queryKey: supportRequestKeys.list(query),
    queryFn: () => getSupportRequests(query),
    placeholderData: keepPreviousData,
    refetchInterval: SUPPORT_REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useSupportRequests(query: TSupportRequestsQuery) {
  return useQuery(supportRequestsQueryOptions(query));
}
