import type { FastifyBaseLogger } from 'fastify';
import type { TNewMail } from '../../db/types.js';
import {
  CLAIM_MS,
  LINK_EXPIRED_ERROR,
  MailDelivery,
  type TDeliverable,
  type TRetryPolicy,
} from './mail-delivery.js';

/** Where every message is recorded before it leaves, and waits until sent (the mail_outbox repository). */
export interface TMailOutbox {
  create(mail: TNewMail): Promise<number>;
  findDue(now: string, limit: number): Promise<number[]>;
  claim(id: number, now: string, until: string): Promise<TDeliverable | undefined>;
  markSent(id: number, at: string): Promise<void>;
  markFailed(id: number, error: string, nextAt: string): Promise<void>;
  abandonExpired(now: string, reason: string, id?: number): Promise<number>;
  findNextAttempt(): Promise<string | undefined>;
  retryNow(id: number, now: string): Promise<boolean>;
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

/**
 * Every message is written to mail_outbox first, then sent over SMTP_URL when set; one that
 * fails is kept and retried until sent (`MailDelivery`, decision 043). Only without SMTP is the
 * message (with its link) logged, at info level, so a fresh install stays usable. A link mail's
 * body is kept until its link expires, then `purgeExpired` blanks it (decision 037). `send`
 * never throws and is not awaited by request handlers: answers take the same time whether or
 * not a mail goes out. `idle()` lets tests wait for the deliveries under way.
 */
export class Mailer {
  /** Undefined without SMTP_URL. */
  readonly #delivery: MailDelivery | undefined;
  private readonly pending = new Set<Promise<void>>();
  /** The earliest expiry of a body this instance knows is kept; null: none; undefined: ask the outbox. */
  #due: string | null | undefined = undefined;

  constructor(
    private readonly options: {
      smtpUrl: string | undefined;
      from: string;
      retry: TRetryPolicy;
      /** Runs the purge once for several instances; undefined when another instance is running it. */
      purgeOnce?: <T>(purge: () => Promise<T>) => Promise<T | undefined>;
    },
    private readonly outbox: TMailOutbox,
    private readonly log: FastifyBaseLogger,
  ) {
    const { smtpUrl, from, retry } = options;
    this.#delivery = smtpUrl
      ? new MailDelivery({ smtpUrl, from, retry }, outbox, log, (work) => this.track(work))
      : undefined;
  }

  /** Starts retrying the mail waiting in the outbox (what a stopped process left is sent now). */
  start(): void {
    this.#delivery?.start();
  }

  /** Makes waiting mail `id` due now; false when no such mail is waiting (or without SMTP). */
  async retryNow(id: number): Promise<boolean> {
    return (await this.#delivery?.retryNow(id)) ?? false;
  }

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
    // A mail still waiting whose link expired is given up before its body goes.
    await this.outbox.abandonExpired(at, LINK_EXPIRED_ERROR);
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

  /** Stops the retries, lets the deliveries under way end, and closes the SMTP connection. */
  async close(): Promise<void> {
    this.#delivery?.stop();
    await this.idle();
    await this.#delivery?.close();
  }

  private async deliver({ expiresAt, ...mail }: TMail): Promise<void> {
    if (expiresAt) this.#noteExpiry(expiresAt);
    const now = new Date();
    const record = { ...mail, created_at: now.toISOString(), expires_at: expiresAt ?? null };
    if (!this.#delivery) {
      const id = await this.outbox.create(record);
      this.log.info(
        { mailId: id, to: mail.to, subject: mail.subject, text: mail.text },
        'mail (no SMTP_URL)',
      );
      return;
    }
    // Recorded as held by this instance for its first delivery, right away: if the process
    // stops before it is sent, another instance (or this one restarted) sends it once the claim ends.
    const claim = {
      attempts: 1,
      next_attempt_at: record.created_at,
      claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(),
    };
    const id = await this.outbox.create({ ...record, ...claim });
    await this.#delivery.attempt({ id, ...mail, expires_at: record.expires_at, attempts: 1 });
  }
}
