import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceEndpoints, type TBalanceResponse } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET users/balance/: the plan, what is left of each balance, what was used, and the limits. */
export function getBalance(): Promise<TBalanceResponse> {
  return callEndpoint(balanceEndpoints.get);
}

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: endpointKey(balanceEndpoints.get), queryFn: getBalance });

export function useBalance() {
  return useQuery(balanceQueryOptions());
}
