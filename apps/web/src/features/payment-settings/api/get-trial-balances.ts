import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTrialBalancesSchema, type TTrialBalances } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { paymentSettingsKeys } from './payment-settings-keys';

export const TRIAL_BALANCES_PATH = 'admin/trial-balances/';

/** GET admin/trial-balances/: the nine quantities every new account starts with. */
export async function getTrialBalances(): Promise<TTrialBalances> {
  const { data } = await apiClient.get<unknown>(TRIAL_BALANCES_PATH);
  return ZTrialBalancesSchema.parse(data);
}

export const trialBalancesQueryOptions = () =>
  queryOptions({ queryKey: paymentSettingsKeys.trialBalances, queryFn: getTrialBalances });

export function useTrialBalances() {
  return useQuery(trialBalancesQueryOptions());
}
