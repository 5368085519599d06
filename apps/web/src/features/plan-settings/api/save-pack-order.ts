import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPlansResponseSchema,
  ZCatalogueOrderSchema,
  type TAdminPlansResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_PLANS_PATH } from './get-admin-plans';
import { planSettingsKeys } from './plan-settings-keys';

/** PUT admin/plans/order/: every pack's id, in the order buyers will see them. */
export async function savePackOrder(ids: number[]): Promise<TAdminPlansResponse> {
  const { data } = await apiClient.put<unknown>(
    `${ADMIN_PLANS_PATH}order/`,
    ZCatalogueOrderSchema.parse({ ids }),
  );
  return ZAdminPlansResponseSchema.parse(data);
}

export function useSavePackOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackOrder,
    onSuccess: (plans) => queryClient.setQueryData(planSettingsKeys.plans, plans),
  });
}
