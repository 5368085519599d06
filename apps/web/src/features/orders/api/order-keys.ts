import type { QueryClient } from '@tanstack/react-query';
import type { TOrder, TOrdersQuery } from '@inkwell/contract';

/** Query keys of the signed-in user's orders; `all` covers every list and every single order. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (query: TOrdersQuery) => ['orders', 'list', query] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

/** After an order changed on the server: keep its new state and refresh the history. */
export function storeChangedOrder(queryClient: QueryClient, order: TOrder): Promise<void> {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  return queryClient.invalidateQueries({ queryKey: orderKeys.lists });
}
