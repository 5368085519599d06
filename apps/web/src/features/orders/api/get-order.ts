import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderSchema, type TOrder } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** How often a pending order is asked for again while its payment is confirmed. */
export const ORDER_POLL_INTERVAL_MS = 2000;

/** GET users/orders/{id}/: one of the user's orders (404 for anyone else's). */
export async function getOrder(id: number): Promise<TOrder> {
  const { data } = await apiClient.get<unknown>(`users/orders/${id}/`);
  return ZOrderSchema.parse(data);
}

// An order's status moves on the server (a payment, a webhook): always ask again on mount.
export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id), staleTime: 0 });

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
