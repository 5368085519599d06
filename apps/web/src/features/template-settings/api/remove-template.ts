import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTemplateEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** DELETE admin/templates/{id}/: deleted, or only hidden when users have saved runs of it. */
export function useRemoveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(adminTemplateEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(adminTemplateEndpoints.list) }),
  });
}
