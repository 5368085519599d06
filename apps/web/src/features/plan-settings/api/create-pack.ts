import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminPackSchema, type TAdminPack, type TPackRequest } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_PLANS_PATH } from './get-admin-plans';
import { storeChangedPack } from './plan-settings-keys';

/** POST admin/plans/: a new pack, shown after the others. */
export async function createPack(body: TPackRequest): Promise<TAdminPack> {
  const { data } = await apiClient.post<unknown>(ADMIN_PLANS_PATH, body);
  return ZAdminPackSchema.parse(data);
}

export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPack,
    onSuccess: (pack) => storeChangedPack(queryClient, pack),
  });
}
