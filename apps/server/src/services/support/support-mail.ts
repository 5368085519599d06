import { SUPPORT_TYPE_LABELS } from '@inkwell/contract';
import type { TSupportRequestRow } from '../../db/types.js';
import { oneLine } from '../../lib/one-line.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { composeMail } from '../../providers/mail/templates.js';

/** The asker's thread and an admin's view of a request, as mails link to them. */
export const SUPPORT_LINKS = {
  thread: (id: number) => `/user/support?request=${id}`,
  admin: (id: number) => `/user/all-support/${id}`,
};

/**
 * Support's mails, sent in the background through the outbox (SMTP when configured): a reply
 * reaches its asker (a user gets a link to the thread; a visitor, who has none, the reply
 * itself), and each new request reaches the admins when they want it.
 */
export class SupportMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly site: { publicUrl: string; productName: string },
  ) {}

  replied(request: TSupportRequestRow, reply: string): void {
    const { productName, publicUrl } = this.site;
    const registered = request.type === 'ticket' && request.user_id !== null;
    this.mailer.send(() =>
      composeMail({
        to: request.email,
        productName,
        subject: `Re: ${oneLine(request.subject, 120)}`,
        paragraphs: [`Hello ${request.name},`, `${productName} Support answered your request:`, reply],
        action: registered
          ? { label: 'Open the conversation', link: `${publicUrl}${SUPPORT_LINKS.thread(request.id)}` }
          : undefined,
        closing: registered
          ? 'Reply in the conversation: replies to this email are not read.'
          : `To write back, use the contact form at ${publicUrl}/contact-us: replies to this email are not read.`,
      }),
    );
  }

  opened(request: TSupportRequestRow, message: string, admins: string[]): void {
    const { productName, publicUrl } = this.site;
    for (const to of admins)
      this.mailer.send(() =>
        composeMail({
          to,
          productName,
          subject: `New ${SUPPORT_TYPE_LABELS[request.type].toLowerCase()}: ${oneLine(request.subject, 120)}`,
          paragraphs: [
            `From ${request.name} <${request.email}>, ${request.priority} priority.`,
            oneLine(message, 600),
          ],
          action: {
            label: 'Answer it in the Support Center',
            link: `${publicUrl}${SUPPORT_LINKS.admin(request.id)}`,
          },
        }),
      );
  }
}
