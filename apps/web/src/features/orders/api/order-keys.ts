import type { QueryClient } from '@tanstack/react-query';
import { orderEndpoints, type TOrder } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** After an order changed on the server: keep its new state and refresh the history. */
export function storeChangedOrder(queryClient: QueryClient, order: TOrder): Promise<void> {
  queryClient.setQueryData(endpointKey(orderEndpoints.get, { id: order.id }), order);
  return queryClient.invalidateQueries({ queryKey: endpointKey(orderEndpoints.list) });
}
