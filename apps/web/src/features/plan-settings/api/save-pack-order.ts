import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPlanEndpoints, ZCatalogueOrderSchema } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** PUT admin/plans/order/: every pack's id, in the order buyers will see them. */
export function useSavePackOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callEndpoint(adminPlanEndpoints.reorder, { body: ZCatalogueOrderSchema.parse({ ids }) }),
    onSuccess: (plans) => queryClient.setQueryData(endpointKey(adminPlanEndpoints.list), plans),
  });
}
