import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPlanEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** DELETE admin/plans/{id}/: deleted, or only taken off sale when orders were made of it. */
export function useRemovePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(adminPlanEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(adminPlanEndpoints.list) }),
  });
}
