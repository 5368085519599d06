import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZLedgerResponseSchema, type TLedgerQuery, type TLedgerResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { balanceKeys } from './balance-keys';

/** GET users/ledger/: every change to the signed-in user's balances, newest first, a page at a time. */
export async function getLedger(query: TLedgerQuery): Promise<TLedgerResponse> {
  const { data } = await apiClient.get<unknown>('users/ledger/', { params: query });
  return ZLedgerResponseSchema.parse(data);
}

export const ledgerQueryOptions = (query: TLedgerQuery) =>
  queryOptions({
    queryKey: balanceKeys.ledger(query),
    queryFn: () => getLedger(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useLedger(query: TLedgerQuery) {
  return useQuery(ledgerQueryOptions(query));
}
