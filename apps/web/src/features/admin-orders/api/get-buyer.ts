import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/users/{id}/: the account a link names (`?user=`), to show it in the buyer picker. */
export const buyerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(adminUserEndpoints.get, { id }),
    queryFn: () => callEndpoint(adminUserEndpoints.get, { params: { id } }),
  });

/** Asked only for a real id (0: no user named). */
export function useBuyer(id: number) {
  return useQuery({ ...buyerQueryOptions(id), enabled: id > 0 });
}
