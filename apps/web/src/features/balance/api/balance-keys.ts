import type { QueryClient, InvalidateQueryFilters } from '@tanstack/react-query';
import { balanceEndpoints, type TBalanceResponse, type TConsumableCapability } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/**
 * Marks every cached answer about the balances stale: the balances and each page of their
 * history, so whatever refreshes the balances (a payment) refreshes their history too.
 */
export async function invalidateBalances(
  queryClient: QueryClient,
  filters: Pick<InvalidateQueryFilters, 'refetchType'> = {},
): Promise<void> {
  await Promise.all(
    [balanceEndpoints.get, balanceEndpoints.ledger].map((endpoint) =>
      queryClient.invalidateQueries({ ...filters, queryKey: endpointKey(endpoint) }),
    ),
  );
}

/**
 * After a tool spent from a balance and answered what is left (a chat's `done` event): the new
 * amount is shown at once; the rest (what was used, the history) is read again where next shown.
 */
export function storeSpentBalance(
  queryClient: QueryClient,
  capability: TConsumableCapability,
  left: number,
): Promise<void> {
  queryClient.setQueryData<TBalanceResponse>(
    endpointKey(balanceEndpoints.get),
    (old) => old && { ...old, balances: { ...old.balances, [capability]: left } },
  );
  return invalidateBalances(queryClient, { refetchType: 'none' });
}
