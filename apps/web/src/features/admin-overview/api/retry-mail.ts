import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMailEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import { toast } from '@/lib/toast';

/**
 * POST admin/mail/{id}/retry/ ("Retry now"): sends a waiting mail now; 404 when it is no longer
 * waiting. The list is asked again whatever the answer (the mail may have been sent meanwhile).
 */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await callEndpoint(adminMailEndpoints.retry, { params: { id } })).detail,
    onSuccess: (detail) => void toast.success(detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(adminMailEndpoints.get) }),
  });
}
