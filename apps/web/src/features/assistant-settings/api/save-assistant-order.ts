import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAssistantEndpoints, ZCatalogueOrderSchema } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** PUT admin/assistants/order/: every assistant's id, in the order users will see them. */
export function useSaveAssistantOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callEndpoint(adminAssistantEndpoints.reorder, { body: ZCatalogueOrderSchema.parse({ ids }) }),
    onSuccess: (assistants) =>
      queryClient.setQueryData(endpointKey(adminAssistantEndpoints.list), assistants),
  });
}
