import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportRequestEndpoints, type TSupportRequestDetail } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeSupportRequest } from './support-request-keys';

/** POST support/requests/{id}/close/: the request is settled; replying needs a reopen first. */
export function closeSupportRequest(id: number): Promise<TSupportRequestDetail> {
  return callEndpoint(supportRequestEndpoints.close, { params: { id } });
}

export function useCloseSupportRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeSupportRequest(id),
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
