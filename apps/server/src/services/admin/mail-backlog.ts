import {
  GIVEN_UP_MAIL_DAYS,
  MAIL_NOT_WAITING_DETAIL,
  MAIL_RETRY_DETAIL,
  UNSENT_MAIL_LIMIT,
  type TMailDelivery,
} from '@inkwell/contract';
import { HttpError } from '../../lib/http-error.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { TRepositories } from '../../repositories/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The admins' view of mail not sent yet (decision 043): counts, the oldest waiting mails
 * (recipient, subject, attempts, last error, next attempt; never a body: it may hold a sign-in
 * link), the ones given up lately, and "Retry now" for one mail.
 */
export class MailBacklog {
  constructor(
    private readonly repos: Pick<TRepositories, 'mail'>,
    private readonly mailer: Mailer,
    private readonly smtpConfigured: boolean,
  ) {}

  async get(): Promise<TMailDelivery> {
    const since = new Date(Date.now() - GIVEN_UP_MAIL_DAYS * DAY_MS).toISOString();
    const [backlog, unsent, givenUp] = await Promise.all([
      this.repos.mail.backlog(),
      this.repos.mail.listUnsent(UNSENT_MAIL_LIMIT),
      this.repos.mail.countAbandoned(since),
    ]);
    return {
      smtp_configured: this.smtpConfigured,
      waiting: backlog.waiting,
      failing: backlog.failing,
      oldest_at: backlog.oldestAt,
      given_up: givenUp,
      unsent,
    };
  }

  /** Sends waiting mail `id` now rather than at its next attempt. */
  async retry(id: number): Promise<{ detail: string }> {
    if (!(await this.mailer.retryNow(id))) throw new HttpError(404, MAIL_NOT_WAITING_DETAIL);
    return { detail: MAIL_RETRY_DETAIL };
  }
}
