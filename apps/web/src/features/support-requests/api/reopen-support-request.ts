import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportRequestEndpoints, type TSupportRequestDetail } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeSupportRequest } from './support-request-keys';

/** POST support/requests/{id}/reopen/: a closed request is open again and takes replies. */
export function reopenSupportRequest(id: number): Promise<TSupportRequestDetail> {
  return callEndpoint(supportRequestEndpoints.reopen, { params: { id } });
}

export function useReopenSupportRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenSupportRequest(id),
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
