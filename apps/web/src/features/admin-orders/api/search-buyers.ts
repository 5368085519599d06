import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints, type TAdminUser } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminOrderKeys } from './admin-order-keys';

/** How many accounts the buyer picker offers for one search. */
export const BUYER_SEARCH_SIZE = 10;

/** GET admin/users/?search=: the first accounts whose name or email contains the words. */
export async function searchBuyers(search: string): Promise<TAdminUser[]> {
  const answer = await callEndpoint(adminUserEndpoints.list, {
    query: { search: search || undefined, page_size: BUYER_SEARCH_SIZE },
  });
  return answer.results;
}

export const buyerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminOrderKeys.buyers(search),
    queryFn: () => searchBuyers(search),
    placeholderData: keepPreviousData,
  });

export function useBuyerSearch(search: string) {
  return useQuery(buyerSearchQueryOptions(search));
}
