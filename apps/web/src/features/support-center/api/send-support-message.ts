import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminSupportDetailSchema,
  ZAdminSupportReplySchema,
  type TAdminSupportDetail,
  type TAdminSupportReply,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { SUPPORT_CENTER_PATH } from './get-support-list';
import { storeSupportRequest } from './support-center-keys';

export interface TSendSupportMessageInput {
  id: number;
  body: TAdminSupportReply;
}

/**
 * POST admin/support/{id}/messages/: a reply (emailed to the asker; the request becomes
 * answered) or, with `internal`, a note only admins see. The answer is the whole request.
 */
export async function sendSupportMessage({
  id,
  body,
}: TSendSupportMessageInput): Promise<TAdminSupportDetail> {
  const { data } = await apiClient.post<unknown>(
    `${SUPPORT_CENTER_PATH}${id}/messages/`,
    ZAdminSupportReplySchema.parse(body),
  );
  return ZAdminSupportDetailSchema.parse(data);
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
