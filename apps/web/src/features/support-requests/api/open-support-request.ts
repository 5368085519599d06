import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supportRequestEndpoints,
  type TSupportRequestCreate,
  type TSupportRequestOpened,
} from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { toSupportFormData } from './support-form-data';
import { storeSupportRequest } from './support-request-keys';

export interface TOpenSupportRequest {
  fields: Required<TSupportRequestCreate>;
  attachments: readonly File[];
}

/**
 * POST support/requests/ (multipart): 201 with the thread and the support requests left. 400
 * (fields, `attachments`), 402 (none left) and 413 (too large) are refusals.
 */
export function openSupportRequest({
  fields,
  attachments,
}: TOpenSupportRequest): Promise<TSupportRequestOpened> {
  return callEndpoint(supportRequestEndpoints.create, { body: toSupportFormData(fields, attachments) });
}

export function useOpenSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSupportRequest,
    onSuccess: (opened) => storeSupportRequest(queryClient, opened.request),
  });
}
