import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBalanceResponseSchema, type TBalanceResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export async function getBalance(): Promise<TBalanceResponse> {
  const { data } = await apiClient.get<unknown>('users/balance/');
  return ZBalanceResponseSchema.parse(data);
}

/** The key a payment invalidates, so balances refresh everywhere they show. */
export const balanceQueryKey = ['balance'] as const;

export const balanceQueryOptions = () => queryOptions({ queryKey: balanceQueryKey, queryFn: getBalance });

export function useBalance() {
  return useQuery(balanceQueryOptions());
}
