import { SUPPORT_LIMIT_TEXT, supportThreadRoom } from '@inkwell/contract';
import { FieldErrors, HttpError } from '../../lib/http-error.js';
import type { TRepositories } from '../../repositories/index.js';
import type { TExecutor } from '../../repositories/executor.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many images a user may still attach: per user, `perDay` in any 24 hours (opening and
 * replying together; past it 429 with Retry-After, when the oldest of the day's images ages
 * out); per thread, SUPPORT_THREAD_ATTACHMENTS_MAX in all (past it a field error). Both are
 * read before any image is decoded; the thread's count is read again in the write's
 * transaction, after the request's row is locked, so two replies at once cannot pass it.
 */
export class SupportAllowance {
  constructor(
    private readonly repos: TRepositories,
    private readonly perDay: number,
  ) {}

  /** Refuses `count` more images from the user today (429), or in the thread `requestId` (400). */
  async check(userId: number, count: number, requestId?: number): Promise<void> {
    if (count === 0) return;
    const now = Date.now();
    const sent = await this.repos.support.findUserAttachmentTimes(
      userId,
      new Date(now - DAY_MS).toISOString(),
    );
    const over = sent.length + count - this.perDay;
    if (over > 0) {
      // The images must age out until `count` fit: the over-th oldest frees the last place needed.
      const freedAt = sent[over - 1] ? Date.parse(sent[over - 1]!) + DAY_MS : now + DAY_MS;
      const wait = Math.max(1, Math.ceil((freedAt - now) / 1000));
      throw new HttpError(429, SUPPORT_LIMIT_TEXT.attachmentsPerDay(this.perDay, wait), {
        'retry-after': String(wait),
      });
    }
    if (requestId !== undefined) await this.checkThread(requestId, count);
  }

  /** Refuses `count` more images in the thread past its cap: a field error under `attachments`. */
  async checkThread(requestId: number, count: number, trx?: TExecutor): Promise<void> {
    if (count === 0) return;
    const room = supportThreadRoom(await this.repos.support.countThreadAttachments(requestId, trx));
    if (count > room) throw new FieldErrors({ attachments: [SUPPORT_LIMIT_TEXT.threadFull(room)] });
  }
}
