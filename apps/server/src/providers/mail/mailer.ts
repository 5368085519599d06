import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { nowIso } from '../../lib/time.js';
import type { TNewMail } from '../../db/types.js';

/** Where every message is recorded before it leaves (the mail_outbox repository). */
export interface TMailOutbox {
  create(mail: TNewMail): Promise<number>;
  markResult(id: number, result: { sent_at?: string; error?: string }): Promise<void>;
  blankExpired(now: string, body: { text: string; html: string }): Promise<number>;
  findNextExpiry(): Promise<string | undefined>;
}

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** When the link the mail carries expires: the outbox keeps its body until then. */
  expiresAt?: string;
}

/** What a link mail's body becomes in the outbox once its link has expired. */
export const EXPIRED_BODY = '[Removed: the link in this message has expired.]';

/** An SMTP transport; nodemailer is loaded with the first message (decision 023). */
async function createTransport(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Every message is written to mail_outbox first, then sent over SMTP_URL when set. Only
 * without SMTP is the message (with its link) logged, at info level, so a fresh install stays
 * usable. A link mail's body is kept until its link expires, then `purgeExpired` blanks it
 * (decision 037). `send` never throws and is not awaited by request handlers: answers take
 * the same time whether or not a mail goes out. `idle()` lets tests wait for pending deliveries.
 */
export class Mailer {
  private transport: Promise<Transporter> | undefined;
  private readonly pending = new Set<Promise<void>>();
  /** The earliest expiry of a body this instance knows is kept; null: none; undefined: ask the outbox. */
  #due: string | null | undefined = undefined;

  constructor(
    private readonly options: {
      smtpUrl: string | undefined;
      from: string;
      /** Runs the purge once for several instances; undefined when another instance is running it. */
      purgeOnce?: <T>(purge: () => Promise<T>) => Promise<T | undefined>;
    },
    private readonly outbox: TMailOutbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Fire-and-forget: `compose` runs after the caller returns (it may write link tokens). */
  send(compose: () => Promise<TMail> | TMail): void {
    this.track(
      (async () => this.deliver(await compose()))().catch((error: unknown) => {
        this.log.error({ err: error }, 'mail could not be composed or recorded');
      }),
    );
  }

  /**
   * Blanks the bodies whose link has expired by `now`; the number blanked. Reads the outbox
   * only when an expiry is due (or once, to learn the next one), so a periodic call costs
   * nothing in between.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const at = now.toISOString();
    if (this.#due === null || (this.#due !== undefined && this.#due > at)) return 0;
    this.#due = null; // a link mail recorded from here on notes its own expiry
    const once = this.options.purgeOnce ?? ((run) => run());
    const purge = once(() => this.#purge(at)).then(
      (blanked) => {
        if (blanked !== undefined) return blanked;
        this.#due = undefined; // another instance is purging: ask the outbox next time
        return 0;
      },
      (error: unknown) => {
        this.#due = undefined; // the next call tries again
        throw error;
      },
    );
    this.track(purge.then(() => undefined));
    return purge;
  }

  async #purge(at: string): Promise<number> {
    const blanked = await this.outbox.blankExpired(at, {
      text: EXPIRED_BODY,
      html: `<p>${EXPIRED_BODY}</p>`,
    });
    const next = await this.outbox.findNextExpiry();
    if (next !== undefined) this.#noteExpiry(next);
    return blanked;
  }

  #noteExpiry(at: string): void {
    if (this.#due === null || (this.#due !== undefined && at < this.#due)) this.#due = at;
  }

  private track(work: Promise<void>): void {
    const tracked = work.catch(() => undefined);
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    (await this.transport?.catch(() => undefined))?.close();
  }

  private async deliver({ expiresAt, ...mail }: TMail): Promise<void> {
    if (expiresAt) this.#noteExpiry(expiresAt);
    const id = await this.outbox.create({ ...mail, created_at: nowIso(), expires_at: expiresAt ?? null });
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
