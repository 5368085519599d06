import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trialBalanceEndpoints, ZTrialBalancesSchema, type TTrialBalances } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** PUT admin/trial-balances/: all nine quantities; they apply to accounts created from now on. */
export function useSaveTrialBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTrialBalances) =>
      callEndpoint(trialBalanceEndpoints.update, { body: ZTrialBalancesSchema.parse(body) }),
    onSuccess: (balances) => queryClient.setQueryData(endpointKey(trialBalanceEndpoints.get), balances),
  });
}
