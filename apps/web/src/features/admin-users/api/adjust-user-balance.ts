import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserDetailSchema, type TAdminUserDetail, type TBalanceAdjustment } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeAdminUser } from './admin-users-keys';
import { adminUserPath } from './get-admin-user';

/** POST admin/users/{id}/balance-adjustments/: add (positive) or take (negative) with a reason. */
export async function adjustUserBalance({
  id,
  body,
}: {
  id: number;
  body: TBalanceAdjustment;
}): Promise<TAdminUserDetail> {
  const { data } = await apiClient.post<unknown>(`${adminUserPath(id)}balance-adjustments/`, body);
  return ZAdminUserDetailSchema.parse(data);
}

export function useAdjustUserBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustUserBalance,
    onSuccess: (user) => storeAdminUser(queryClient, user),
  });
}
