import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPlansResponseSchema,
  type TAdminPlansResponse,
  type TCustomPlanRequest,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_PLANS_PATH } from './get-admin-plans';
import { planSettingsKeys } from './plan-settings-keys';

/** PUT admin/plans/custom/: the custom plan's currency, per-unit rates and whether it is for sale. */
export async function saveCustomPlan(body: TCustomPlanRequest): Promise<TAdminPlansResponse> {
  const { data } = await apiClient.put<unknown>(`${ADMIN_PLANS_PATH}custom/`, body);
  return ZAdminPlansResponseSchema.parse(data);
}

export function useSaveCustomPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomPlan,
    onSuccess: (plans) => queryClient.setQueryData(planSettingsKeys.plans, plans),
  });
}
