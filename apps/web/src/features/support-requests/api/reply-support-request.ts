import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportRequestEndpoints, type TSupportReply, type TSupportRequestDetail } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { toSupportFormData } from './support-form-data';
import { storeSupportRequest } from './support-request-keys';

export interface TReplySupportRequest extends TSupportReply {
  attachments: readonly File[];
}

/**
 * POST support/requests/{id}/messages/ (multipart `message`, `attachments`): 201 with the thread;
 * an answered request is open again. A closed one is refused (409) until it is reopened.
 */
export function replySupportRequest(
  id: number,
  { message, attachments }: TReplySupportRequest,
): Promise<TSupportRequestDetail> {
  return callEndpoint(supportRequestEndpoints.reply, {
    params: { id },
    body: toSupportFormData({ message }, attachments),
  });
}

export function useReplySupportRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: TReplySupportRequest) => replySupportRequest(id, reply),
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
