import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlansResponseSchema, type TPlansResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET payments/plans/: the packs for sale and the custom plan's per-unit rates. */
export async function getPlans(): Promise<TPlansResponse> {
  const { data } = await apiClient.get<unknown>('payments/plans/');
  return ZPlansResponseSchema.parse(data);
}

export const plansQueryOptions = () => queryOptions({ queryKey: paymentKeys.plans, queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
