import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBalanceResponseSchema, type TBalanceResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { balanceKeys } from './balance-keys';

/** GET users/balance/: the plan, what is left of each balance, what was used, and the limits. */
export async function getBalance(): Promise<TBalanceResponse> {
  const { data } = await apiClient.get<unknown>('users/balance/');
  return ZBalanceResponseSchema.parse(data);
}

export const balanceQueryOptions = () => queryOptions({ queryKey: balanceKeys.detail, queryFn: getBalance });

export function useBalance() {
  return useQuery(balanceQueryOptions());
}
