import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSupportEndpoints, ZAdminSupportReplySchema, type TAdminSupportReply } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeSupportRequest } from './support-center-keys';

export interface TSendSupportMessageInput {
  id: number;
  body: TAdminSupportReply;
}

/**
 * POST admin/support/{id}/messages/: a reply (emailed to the asker; the request becomes
 * answered) or, with `internal`, a note only admins see. The answer is the whole request.
 */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TSendSupportMessageInput) =>
      callEndpoint(adminSupportEndpoints.reply, {
        params: { id },
        body: ZAdminSupportReplySchema.parse(body),
      }),
    onSuccess: (request) => storeSupportRequest(queryClient, request),
  });
}
