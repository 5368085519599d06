import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/orders/{id}/: the order, its buyer, the payment events and the balance changes it caused. */
export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(adminOrderEndpoints.get, { id }),
    queryFn: () => callEndpoint(adminOrderEndpoints.get, { params: { id } }),
  });

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}
