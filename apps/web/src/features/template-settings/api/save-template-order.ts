import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTemplateEndpoints, ZCatalogueOrderSchema } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** PUT admin/templates/order/: every template's id, in the order users will see them. */
export function useSaveTemplateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callEndpoint(adminTemplateEndpoints.reorder, { body: ZCatalogueOrderSchema.parse({ ids }) }),
    onSuccess: (templates) => queryClient.setQueryData(endpointKey(adminTemplateEndpoints.list), templates),
  });
}
