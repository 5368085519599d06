import type {
  TSupportRequestDetail,
  TSupportRequestOpened,
  TSupportRequestsQuery,
  TSupportRequestsResponse,
} from '@inkwell/contract';
import { ZSupportReplySchema, ZSupportRequestCreateSchema } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TSupportRequestRow } from '../../db/types.js';
import { FieldErrors, HttpError, notFound } from '../../lib/http-error.js';
import type { TMemoryFile } from '../../lib/uploads/upload-sinks.js';
import { toPage } from '../../lib/pagination.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { TExecutor } from '../../repositories/executor.js';
import { InsufficientBalanceError } from '../balance/balance-errors.js';
import type { BalanceService } from '../balance/balance-service.js';
import type { SupportAllowance } from './support-allowance.js';
import type { SupportAttachments, TEncodedAttachment } from './support-attachments.js';
import type { SupportNotices } from './support-notices.js';
import { toRequestSummary } from './support-views.js';
import type { ThreadViews } from './thread-views.js';

export const SUPPORT_REQUEST_DETAIL = {
  notFound: 'Support request not found.',
  closed: 'This request is closed. Reopen it to write again.',
};

/** The signed-in user who writes. */
export interface TAsker {
  id: number;
  name: string;
  email: string;
}

/**
 * A user's support requests: opening one spends one support request of the balance (read
 * first, so a user with none left is refused before any image is decoded; held and charged in
 * the transaction that writes it, so two opens with one left make one); replies are free (the
 * route limits them per user per hour), a reply to an answered request opens it again; images
 * are counted against the user's day and the thread's cap before they are decoded. The asker
 * closes and reopens. Others' requests are 404. Reading a thread marks Support's replies read.
 */
export class SupportRequestService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly balances: BalanceService,
    private readonly attachments: SupportAttachments,
    private readonly views: ThreadViews,
    private readonly notices: SupportNotices,
    private readonly allowance: SupportAllowance,
  ) {}

  async list(userId: number, query: TSupportRequestsQuery): Promise<TSupportRequestsResponse> {
    const { count, rows } = await this.repos.support.pageUserRequests(userId, query);
    return toPage(count, query, rows.map(toRequestSummary));
  }

  /** The multipart form of POST support/requests/, checked by the contract's schema. */
  async open(asker: TAsker, fields: unknown, files: TMemoryFile[]): Promise<TSupportRequestOpened> {
    const parsed = ZSupportRequestCreateSchema.safeParse(fields);
    if (!parsed.success) throw FieldErrors.fromIssues(parsed.error.issues);
    if ((await this.balances.amount(asker.id, 'support_request_sent')) < 1)
      throw new InsufficientBalanceError('support_request_sent', 1);
    await this.allowance.check(asker.id, files.length);
    const images = await this.attachments.encode(files);
    const form = parsed.data;
    const { id, stored } = await this.#withStored(asker.id, images, async (rows, trx) => {
      const reservation = await this.balances.reserve(asker.id, 'support_request_sent', 1, undefined, trx);
      const now = nowIso();
      const requestId = await this.repos.support.createRequest(
        {
          type: 'ticket',
          user_id: asker.id,
          name: asker.name,
          email: asker.email,
          subject: form.subject,
          category: form.category,
          priority: form.priority,
          status: 'open',
          details: null,
          ip: null,
          created_at: now,
          updated_at: now,
          last_activity_at: now,
          last_author: 'asker',
          asker_seen_at: now,
        },
        trx,
      );
      await this.#addMessage(requestId, asker, form.message, rows, now, trx);
      await this.balances.settle(reservation.id, 1, `support:${requestId}`, trx);
      return requestId;
    });
    const request = await this.#detail(asker.id, id);
    this.notices.opened(stored, form.message);
    return { request, balance: await this.balances.amount(asker.id, 'support_request_sent') };
  }

  async get(userId: number, id: number): Promise<TSupportRequestDetail> {
    const row = await this.#owned(userId, id);
    await this.repos.support.updateRequest(id, { asker_seen_at: nowIso() });
    return this.#detail(userId, row.id);
  }

  /**
   * A reply in the thread (JSON or multipart fields, checked by the contract's schema): free;
   * an answered request is open again. A closed one: 409.
   */
  async reply(asker: TAsker, id: number, fields: unknown, files: TMemoryFile[]) {
    const row = await this.#owned(asker.id, id);
    if (row.status === 'closed') throw new HttpError(409, SUPPORT_REQUEST_DETAIL.closed);
    const parsed = ZSupportReplySchema.safeParse(fields);
    if (!parsed.success) throw FieldErrors.fromIssues(parsed.error.issues);
    await this.allowance.check(asker.id, files.length, id);
    const images = await this.attachments.encode(files);
    await this.#withStored(asker.id, images, async (rows, trx) => {
      const now = nowIso();
      // The request's row first: locked until commit, so the thread's images are counted once.
      await this.repos.support.updateRequest(
        id,
        { status: 'open', last_activity_at: now, updated_at: now, last_author: 'asker', asker_seen_at: now },
        trx,
      );
      await this.allowance.checkThread(id, rows.length, trx);
      await this.#addMessage(id, asker, parsed.data.message, rows, now, trx);
      return id;
    });
    return this.#detail(asker.id, id);
  }

  async close(userId: number, id: number): Promise<TSupportRequestDetail> {
    return this.#setStatus(userId, id, 'closed');
  }

  async reopen(userId: number, id: number): Promise<TSupportRequestDetail> {
    return this.#setStatus(userId, id, 'open');
  }

  async #setStatus(userId: number, id: number, status: 'open' | 'closed') {
    await this.#owned(userId, id);
    const now = nowIso();
    await this.repos.support.updateRequest(id, {
      status,
      updated_at: now,
      last_activity_at: now,
      asker_seen_at: now,
    });
    return this.#detail(userId, id);
  }

  async #owned(userId: number, id: number): Promise<TSupportRequestRow> {
    const row = await this.repos.support.findOwnedRequest(userId, id);
    if (!row) throw notFound(SUPPORT_REQUEST_DETAIL.notFound);
    return row;
  }

  async #detail(userId: number, id: number): Promise<TSupportRequestDetail> {
    const row = await this.#owned(userId, id);
    const messages = await this.repos.support.findMessagesByRequestId(id);
    const files = await this.repos.support.findAttachments(messages.map((message) => message.id));
    return this.views.forAsker(row, messages, files);
  }

  async #addMessage(
    requestId: number,
    asker: TAsker,
    body: string,
    files: Awaited<ReturnType<SupportAttachments['store']>>,
    now: string,
    trx: TExecutor,
  ): Promise<void> {
    const messageId = await this.repos.support.createMessage(
      {
        request_id: requestId,
        author: 'asker',
        author_name: asker.name,
        author_email: asker.email,
        user_id: asker.id,
        body,
        created_at: now,
      },
      trx,
    );
    await this.repos.support.createAttachments(
      files.map((file) => ({ ...file, message_id: messageId })),
      trx,
    );
  }

  /**
   * The attachments stored, then `write` in one transaction; when the write fails the stored
   * files are removed, so nothing is half-written. Answers the request's row as written.
   */
  async #withStored(
    askerId: number,
    images: TEncodedAttachment[],
    write: (files: Awaited<ReturnType<SupportAttachments['store']>>, trx: TExecutor) => Promise<number>,
  ): Promise<{ id: number; stored: TSupportRequestRow }> {
    const files = await this.attachments.store(askerId, images);
    try {
      const id = await this.db.transaction().execute((trx) => write(files, trx));
      return { id, stored: (await this.repos.support.findRequestById(id))! };
    } catch (error) {
      await this.attachments.remove(files.map((file) => file.file_key));
      throw error;
    }
  }
}
