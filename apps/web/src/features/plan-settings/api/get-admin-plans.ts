import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPlanEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/plans/: every pack, for sale or not, in the buyers' order, and the custom plan. */
export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(adminPlanEndpoints.list),
    queryFn: () => callEndpoint(adminPlanEndpoints.list),
  });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
