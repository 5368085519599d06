import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupportRequestOpenedSchema,
  type TSupportRequestCreate,
  type TSupportRequestOpened,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
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
export async function openSupportRequest({
  fields,
  attachments,
}: TOpenSupportRequest): Promise<TSupportRequestOpened> {
  const { data } = await apiClient.post<unknown>('support/requests/', toSupportFormData(fields, attachments));
  return ZSupportRequestOpenedSchema.parse(data);
}

export function useOpenSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSupportRequest,
    onSuccess: (opened) => storeSupportRequest(queryClient, opened.request),
  });
}
