import { z } from 'zod';
import { ZDetailResponseSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import { ZIdParamsSchema } from './params.js';

// ── Admins: mail delivery (admin/mail/) ──

const count = z.number().int().nonnegative();

/** How many unsent mails the overview lists, the oldest first. */
export const UNSENT_MAIL_LIMIT = 50;
/** How far back mails given up unsent (their link expired first) are counted. */
export const GIVEN_UP_MAIL_DAYS = 7;

/** A mail waiting to be sent, without its body (it may hold a sign-in link). */
export const ZUnsentMailSchema = z.object({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string(),
  created_at: z.string(),
  /** Deliveries tried so far (0: not tried yet). */
  attempts: count,
  /** Why the last delivery failed (null: none failed yet). */
  error: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type TUnsentMail = z.infer<typeof ZUnsentMailSchema>;

/** GET admin/mail/: the mail not sent yet. */
export const ZMailDeliverySchema = z.object({
  /** False: mail is only written to the server log (SMTP_URL is not set). */
  smtp_configured: z.boolean(),
  /** Mails waiting to be sent, and how many of them failed at least once. */
  waiting: count,
  failing: count,
  /** When the oldest waiting mail was written. */
  oldest_at: z.string().nullable(),
  /** Mails given up unsent over the last GIVEN_UP_MAIL_DAYS days: their link expired first. */
  given_up: count,
  /** The oldest UNSENT_MAIL_LIMIT waiting mails. */
  unsent: z.array(ZUnsentMailSchema),
});
export type TMailDelivery = z.infer<typeof ZMailDeliverySchema>;

export const ZMailIdParamsSchema = ZIdParamsSchema('Mail id');

/** POST admin/mail/{id}/retry/: answered 202 with this detail. */
export const MAIL_RETRY_DETAIL = 'The mail will be sent again in a moment.';
/** 404 for a mail that is not waiting (sent, given up, or unknown). */
export const MAIL_NOT_WAITING_DETAIL = 'This mail is not waiting to be sent.';

/** Mail delivery: what is not sent yet, and "Retry now" on a waiting mail (202 with MAIL_RETRY_DETAIL). */
export const adminMailEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'admin/mail/',
    status: 200,
    answer: ZMailDeliverySchema,
    errors: [401, 403],
  }),
  retry: endpoint({
    method: 'POST',
    path: 'admin/mail/:id/retry/',
    params: ZMailIdParamsSchema,
    status: 202,
    answer: ZDetailResponseSchema,
    errors: [400, 401, 403, 404],
  }),
};
