import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminPackSchema, type TAdminPack, type TPackUpdate } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_PLANS_PATH } from './get-admin-plans';
import { storeChangedPack } from './plan-settings-keys';

/** PATCH admin/plans/{id}/: any of a pack's fields (Most popular on one turns it off on the others). */
export async function updatePack({ id, body }: { id: number; body: TPackUpdate }): Promise<TAdminPack> {
  const { data } = await apiClient.patch<unknown>(`${ADMIN_PLANS_PATH}${id}/`, body);
  return ZAdminPackSchema.parse(data);
}

export function useUpdatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePack,
    onSuccess: (pack) => storeChangedPack(queryClient, pack),
  });
}
