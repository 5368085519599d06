import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTrialBalancesSchema, type TTrialBalances } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { paymentSettingsKeys } from './payment-settings-keys';
import { TRIAL_BALANCES_PATH } from './get-trial-balances';

/** PUT admin/trial-balances/: all nine quantities; they apply to accounts created from now on. */
export async function saveTrialBalances(body: TTrialBalances): Promise<TTrialBalances> {
  const { data } = await apiClient.put<unknown>(TRIAL_BALANCES_PATH, ZTrialBalancesSchema.parse(body));
  return ZTrialBalancesSchema.parse(data);
}

export function useSaveTrialBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrialBalances,
    onSuccess: (balances) => queryClient.setQueryData(paymentSettingsKeys.trialBalances, balances),
  });
}
