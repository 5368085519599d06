import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlansResponseSchema, type TPlansResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export async function getPlans(): Promise<TPlansResponse> {
  const { data } = await apiClient.get<unknown>('payments/plans/');
  return ZPlansResponseSchema.parse(data);
}

export const plansQueryOptions = () => queryOptions({ queryKey: ['plans'], queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
