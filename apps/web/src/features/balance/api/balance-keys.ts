import type { QueryClient } from '@tanstack/react-query';
import type { TBalanceResponse, TConsumableCapability, TLedgerQuery } from '@inkwell/contract';

/**
 * Query keys of the signed-in user's balances. `all` covers the balances and every ledger page,
 * so whatever refreshes the balances (a payment) refreshes their history too.
 */
export const balanceKeys = {
  all: ['balance'] as const,
  detail: ['balance', 'detail'] as const,
  ledger: (query: TLedgerQuery) => ['balance', 'ledger', query] as const,
};

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
    balanceKeys.detail,
    (old) => old && { ...old, balances: { ...old.balances, [capability]: left } },
  );
  return queryClient.invalidateQueries({ queryKey: balanceKeys.all, refetchType: 'none' });
}
