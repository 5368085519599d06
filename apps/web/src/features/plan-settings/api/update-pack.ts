import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPlanEndpoints, type TPackUpdate } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedPack } from './plan-settings-keys';

/** PATCH admin/plans/{id}/: any of a pack's fields (Most popular on one turns it off on the others). */
export function useUpdatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPackUpdate }) =>
      callEndpoint(adminPlanEndpoints.update, { params: { id }, body }),
    onSuccess: (pack) => storeChangedPack(queryClient, pack),
  });
}
