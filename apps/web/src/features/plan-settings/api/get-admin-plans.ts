import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminPlansResponseSchema, type TAdminPlansResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { planSettingsKeys } from './plan-settings-keys';

export const ADMIN_PLANS_PATH = 'admin/plans/';

/** GET admin/plans/: every pack, for sale or not, in the buyers' order, and the custom plan. */
export async function getAdminPlans(): Promise<TAdminPlansResponse> {
  const { data } = await apiClient.get<unknown>(ADMIN_PLANS_PATH);
  return ZAdminPlansResponseSchema.parse(data);
}

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: planSettingsKeys.plans, queryFn: getAdminPlans });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
