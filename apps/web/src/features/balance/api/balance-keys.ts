import type { TLedgerQuery } from '@inkwell/contract';

/**
 * Query keys of the signed-in user's balances. `all` covers the balances and every ledger page,
 * so whatever refreshes the balances (a payment) refreshes their history too.
 */
export const balanceKeys = {
  all: ['balance'] as const,
  detail: ['balance', 'detail'] as const,
  ledger: (query: TLedgerQuery) => ['balance', 'ledger', query] as const,
};
