import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPlanEndpoints, type TPackRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChangedPack } from './plan-settings-keys';

/** POST admin/plans/: a new pack, shown after the others. */
export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPackRequest) => callEndpoint(adminPlanEndpoints.create, { body }),
    onSuccess: (pack) => storeChangedPack(queryClient, pack),
  });
}
