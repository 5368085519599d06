import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderEndpoints, type TOrder } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** How often a pending order is asked for again while its payment is confirmed. */
export const ORDER_POLL_INTERVAL_MS = 2000;

/** GET users/orders/{id}/: one of the user's orders (404 for anyone else's). */
export function getOrder(id: number): Promise<TOrder> {
  return callEndpoint(orderEndpoints.get, { params: { id } });
}

// An order's status moves on the server (a payment, a webhook): always ask again on mount.
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(orderEndpoints.get, { id }),
    queryFn: () => getOrder(id),
    staleTime: 0,
  });

interface UseOrderOptions {
  enabled?: boolean;
  /** Ask again every 2 s while the order is pending. */
  poll?: boolean;
}

export function useOrder(id: number, { enabled = true, poll = false }: UseOrderOptions = {}) {
  return useQuery({
    ...orderQueryOptions(id),
    enabled,
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'pending' ? ORDER_POLL_INTERVAL_MS : false,
  });
}
