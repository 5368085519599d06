import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserEndpoints, type TBalanceAdjustment } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeAdminUser } from './admin-users-keys';

/** POST admin/users/{id}/balance-adjustments/: add (positive) or take (negative) with a reason. */
export function useAdjustUserBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TBalanceAdjustment }) =>
      callEndpoint(adminUserEndpoints.adjustBalance, { params: { id }, body }),
    onSuccess: (user) => storeAdminUser(queryClient, user),
  });
}
