import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { nowIso } from '../../lib/time.js';
import type { TNewMail } from '../../db/types.js';

/** Where every message is recorded before it leaves (the mail_outbox repository). */
export interface TMailOutbox {
  create(mail: TNewMail): Promise<number>;
  markResult(id: number, result: { sent_at?: string; error?: string }): Promise<void>;
}

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** An SMTP transport; nodemailer is loaded with the first message (decision 023). */
async function createTransport(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Every message is written to mail_outbox first, then sent over SMTP_URL when set. Without
 * SMTP the message (with its link) is logged at info level, so a fresh install stays usable.
 * `send` never throws and is not awaited by request handlers: answers take the same time
 * whether or not a mail goes out. `idle()` lets tests wait for pending deliveries.
 */
export class Mailer {
  private transport: Promise<Transporter> | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string },
    private readonly outbox: TMailOutbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Fire-and-forget: `compose` runs after the caller returns (it may write link tokens). */
  send(compose: () => Promise<TMail> | TMail): void {
    const delivery = (async () => this.deliver(await compose()))().catch((error: unknown) => {
      this.log.error({ err: error }, 'mail could not be composed or recorded');
    });
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    (await this.transport?.catch(() => undefined))?.close();
  }

  private async deliver(mail: TMail): Promise<void> {
    const id = await this.outbox.create({ ...mail, created_at: nowIso() });
    const { smtpUrl } = this.options;
    if (!smtpUrl) {
      this.log.info(
        { mailId: id, to: mail.to, subject: mail.subject, text: mail.text },
        'mail (no SMTP_URL)',
      );
      return;
    }
    try {
      this.transport ??= createTransport(smtpUrl);
      await (await this.transport).sendMail({ from: this.options.from, ...mail });
      await this.outbox.markResult(id, { sent_at: nowIso() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ mailId: id, to: mail.to, err: error }, 'mail delivery failed');
      await this.outbox.markResult(id, { error: message.slice(0, 1000) });
    }
  }
}
