import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { balanceEndpoints, type TLedgerQuery, type TLedgerResponse } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET users/ledger/: every change to the signed-in user's balances, newest first, a page at a time. */
export function getLedger(query: TLedgerQuery): Promise<TLedgerResponse> {
  return callEndpoint(balanceEndpoints.ledger, { query });
}

export const ledgerQueryOptions = (query: TLedgerQuery) =>
  queryOptions({
    queryKey: endpointKey(balanceEndpoints.ledger, query),
    queryFn: () => getLedger(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useLedger(query: TLedgerQuery) {
  return useQuery(ledgerQueryOptions(query));
}
