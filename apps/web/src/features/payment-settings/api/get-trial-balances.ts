import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialBalanceEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/trial-balances/: the nine quantities every new account starts with. */
export const trialBalancesQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(trialBalanceEndpoints.get),
    queryFn: () => callEndpoint(trialBalanceEndpoints.get),
  });

export function useTrialBalances() {
  return useQuery(trialBalancesQueryOptions());
}
