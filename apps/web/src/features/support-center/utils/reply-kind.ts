import type { TAdminSupportDetail } from '@inkwell/contract';

/** What the admin writes: a reply the asker gets, or a note only admins see. */
export type TReplyKind = 'reply' | 'note';

export const REPLY_KIND_LABELS: Record<TReplyKind, string> = {
  reply: 'Reply to the asker',
  note: 'Internal note',
};

/** The line under the box: how what is written reaches the asker, or that it does not. */
export function replyDelivery(kind: TReplyKind, request: TAdminSupportDetail): string {
  if (kind === 'note') return 'Only admins see internal notes; the asker is not told about them.';
  return request.user_id !== null
    ? `${request.name} sees it in their Support page and gets an email.`
    : `${request.name} gets it by email at ${request.email}.`;
}
