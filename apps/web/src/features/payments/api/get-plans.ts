import { queryOptions, useQuery } from '@tanstack/react-query';
import { planEndpoints, type TPlansResponse } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET payments/plans/: the packs for sale and the custom plan's per-unit rates. */
export function getPlans(): Promise<TPlansResponse> {
  return callEndpoint(planEndpoints.list);
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: endpointKey(planEndpoints.list), queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
