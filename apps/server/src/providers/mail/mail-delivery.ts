import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { TMailOutbox } from './mailer.js';

/** A mail held for delivery, as the outbox hands it over. */
export interface TDeliverable {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  expires_at: string | null;
  /** Deliveries tried, this one included. */
  attempts: number;
}

/** How retries are spaced: the first after `firstMs`, doubling up to `maxMs`. */
export interface TRetryPolicy {
  firstMs: number;
  maxMs: number;
}

/** How long an instance holds a mail it delivers: longer than the SMTP timeouts below allow. */
export const CLAIM_MS = 2 * 60 * 1000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };
/** The longest this instance goes without looking for mail due elsewhere (a stopped instance's). */
const CHECK_MS = 5 * 60 * 1000;
/** Mails claimed and sent one after another per look. */
const BATCH = 20;
/** The error a mail keeps when it was not sent because its link expired first. */
export const LINK_EXPIRED_ERROR = 'Not sent: its link expired before it could be delivered.';

/** The wait before the next delivery after `attempts` failed ones: doubling, capped, ±20 %. */
export function retryDelay(attempts: number, policy: TRetryPolicy, random = Math.random): number {
  const base = Math.min(policy.firstMs * 2 ** Math.max(0, attempts - 1), policy.maxMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Sends mails from the outbox over SMTP and retries the ones that failed (decision 043). A mail
 * is sent by the instance that claimed it; a failure is recorded with the next attempt's time,
 * doubling up to the cap, until it is sent, or until its link expires (then it is given up:
 * a dead link is not worth delivering). The retries live in the table: one timer per instance
 * wakes at the next due attempt it knows of, and at least every few minutes to find what other
 * or stopped instances left. A look that finds a mail failing stops there: SMTP is likely
 * down, and the rest wait for the next turn.
 */
export class MailDelivery {
  private transport: Promise<Transporter> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #timerAt = Infinity;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;

  constructor(
    private readonly options: { smtpUrl: string; from: string; retry: TRetryPolicy },
    private readonly outbox: TMailOutbox,
    private readonly log: FastifyBaseLogger,
    private readonly track: (work: Promise<void>) => void,
  ) {}

  /** Starts the retries: mail already due (left by a stopped process) is sent now. */
  start(): void {
    this.#stopped = false;
    this.#schedule(Date.now());
  }

  /** Sends a mail held for delivery; false when it failed (it is then kept for a retry). */
  async attempt(mail: TDeliverable): Promise<boolean> {
    const now = new Date().toISOString();
    if (mail.expires_at !== null && mail.expires_at <= now) {
      await this.outbox.abandonExpired(now, LINK_EXPIRED_ERROR, mail.id);
      this.log.warn({ mailId: mail.id, to: mail.to }, 'mail not sent: its link expired first');
      return true;
    }
    try {
      this.transport ??= createTransport(this.options.smtpUrl);
      const { to, subject, text, html } = mail;
      await (await this.transport).sendMail({ from: this.options.from, to, subject, text, html });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelay(mail.attempts, this.options.retry);
      this.log.error(
        { mailId: mail.id, to: mail.to, attempts: mail.attempts, retryInMs: delay, err: error },
        'mail delivery failed; it will be retried',
      );
      await this.outbox.markFailed(mail.id, message.slice(0, 1000), later(delay));
      this.#schedule(Date.now() + delay);
      return false;
    }
    await this.outbox.markSent(mail.id, new Date().toISOString());
    return true;
  }

  /** Makes waiting mail `id` due now and sends it; false when no such mail is waiting. */
  async retryNow(id: number): Promise<boolean> {
    const found = await this.outbox.retryNow(id, new Date().toISOString());
    if (found) this.#schedule(Date.now());
    return found;
  }

  /** No further looks; deliveries under way go on (the caller waits for them, then `close`s). */
  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  async close(): Promise<void> {
    (await this.transport?.catch(() => undefined))?.close();
  }

  #schedule(at: number): void {
    if (this.#stopped || this.#timerAt <= at) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => this.#wake(), Math.max(0, at - Date.now()));
    this.#timer.unref();
  }

  #wake(): void {
    this.#timer = undefined;
    this.#timerAt = Infinity;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#sendDue()
      .catch((err: unknown) => {
        this.log.error({ err }, 'mail retries could not read the outbox');
        this.#schedule(Date.now() + this.options.retry.firstMs);
      })
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.#schedule(Date.now());
        }
      });
    this.track(this.#running);
  }

  async #sendDue(): Promise<void> {
    let failed = false;
    let full = true;
    while (full && !failed && !this.#stopped) {
      const now = new Date().toISOString();
      const ids = await this.outbox.findDue(now, BATCH);
      full = ids.length === BATCH;
      for (const id of ids) {
        if (this.#stopped) return;
        const mail = await this.outbox.claim(id, now, later(CLAIM_MS));
        if (mail && !(await this.attempt(mail))) {
          failed = true;
          break;
        }
      }
    }
    const next = await this.outbox.findNextAttempt();
    const nextAt = next === undefined ? Infinity : Date.parse(next);
    // Never sooner than a second (a mail another instance holds is due when its claim ends).
    const soonest = Date.now() + (failed ? this.options.retry.firstMs : 1000);
    const check = Date.now() + Math.min(CHECK_MS, this.options.retry.maxMs);
    this.#schedule(Math.min(Math.max(nextAt, soonest), check));
  }
}

/** An SMTP transport with bounded timeouts; nodemailer is loaded with the first message (decision 023). */
async function createTransport(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}
