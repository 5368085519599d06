import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/users/{id}/: one account with its balances, use, orders, requests and ledger. */
export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(adminUserEndpoints.get, { id }),
    queryFn: () => callEndpoint(adminUserEndpoints.get, { params: { id } }),
  });

export function useAdminUser(id: number) {
  return useQuery(adminUserQueryOptions(id));
}
