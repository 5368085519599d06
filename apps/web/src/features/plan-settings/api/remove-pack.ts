import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCatalogueRemovedSchema, type TCatalogueRemoved } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_PLANS_PATH } from './get-admin-plans';
import { planSettingsKeys } from './plan-settings-keys';

/** DELETE admin/plans/{id}/: deleted, or only taken off sale when orders were made of it. */
export async function removePack(id: number): Promise<TCatalogueRemoved> {
  const { data } = await apiClient.delete<unknown>(`${ADMIN_PLANS_PATH}${id}/`);
  return ZCatalogueRemovedSchema.parse(data);
}

export function useRemovePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planSettingsKeys.plans }),
  });
}
