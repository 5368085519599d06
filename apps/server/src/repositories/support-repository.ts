import type {
  TAdminSupportQuery,
  TSupportRequestsQuery,
  TSupportRequestStatus,
  TSupportStatusCounts,
} from '@inkwell/contract';
import { sql, type Updateable } from 'kysely';
import type {
  SupportRequestsTable,
  TNewSupportAttachment,
  TNewSupportMessage,
  TNewSupportRequest,
  TSupportAttachmentRow,
  TSupportMessageRow,
  TSupportRequestRow,
} from '../db/types.js';
import type { TExecutor } from './executor.js';
import { containsText } from './like-pattern.js';
import { findPage } from './paginate.js';

/** `priority` sorts high, normal, low (the column is text). */
const PRIORITY_RANK = sql<number>`case priority when 'high' then 0 when 'normal' then 1 else 2 end`;

export class SupportRepository {
  constructor(private readonly db: TExecutor) {}

  async findRequestById(id: number, trx: TExecutor = this.db): Promise<TSupportRequestRow | undefined> {
    return trx.selectFrom('support_requests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findMessagesByRequestId(requestId: number, trx: TExecutor = this.db): Promise<TSupportMessageRow[]> {
    return trx
      .selectFrom('support_messages')
      .selectAll()
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();
  }

  async createRequest(request: TNewSupportRequest, trx: TExecutor = this.db): Promise<number> {
    const { id } = await trx
      .insertInto('support_requests')
      .values(request)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async createMessage(message: TNewSupportMessage, trx: TExecutor = this.db): Promise<number> {
    const { id } = await trx
      .insertInto('support_messages')
      .values(message)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** A user's own support request, or undefined when it does not exist or is someone else's. */
  async findOwnedRequest(userId: number, id: number, trx: TExecutor = this.db) {
    return trx
      .selectFrom('support_requests')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('type', '=', 'ticket')
      .executeTakeFirst();
  }

  /** The user's support requests, latest activity first, optionally of one status. */
  async pageUserRequests(userId: number, query: TSupportRequestsQuery, trx: TExecutor = this.db) {
    let base = trx.selectFrom('support_requests').where('user_id', '=', userId).where('type', '=', 'ticket');
    if (query.status) base = base.where('status', '=', query.status);
    return findPage(base, query, (filtered) =>
      filtered.selectAll().orderBy('last_activity_at', 'desc').orderBy('id', 'desc'),
    );
  }

  /** Every request for the Support Center, filtered, searched (subject, email, messages) and sorted. */
  async pageAll(query: TAdminSupportQuery, trx: TExecutor = this.db) {
    let base = this.#filtered(query, trx);
    if (query.status) base = base.where('status', '=', query.status);
    const [column, direction] = query.sort.startsWith('-')
      ? [query.sort.slice(1), 'desc' as const]
      : [query.sort, 'asc' as const];
    return findPage(base, query, (filtered) => {
      const selected = filtered.selectAll();
      if (column === 'priority')
        return selected.orderBy(PRIORITY_RANK).orderBy('last_activity_at', 'desc').orderBy('id', 'desc');
      const ordered = column === 'created' ? ('created_at' as const) : ('last_activity_at' as const);
      return selected.orderBy(ordered, direction).orderBy('id', direction);
    });
  }

  /** How many requests of each status match the other filters. */
  async countByStatus(query: TAdminSupportQuery, trx: TExecutor = this.db): Promise<TSupportStatusCounts> {
    const rows = await this.#filtered(query, trx)
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    const counts: TSupportStatusCounts = { open: 0, answered: 0, closed: 0 };
    for (const row of rows) counts[row.status as TSupportRequestStatus] = Number(row.count);
    return counts;
  }

  async countOpen(trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .selectFrom('support_requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  #filtered(query: TAdminSupportQuery, trx: TExecutor) {
    let base = trx.selectFrom('support_requests');
    if (query.type) base = base.where('type', '=', query.type);
    if (query.priority) base = base.where('priority', '=', query.priority);
    if (query.category) base = base.where('category', '=', query.category);
    const search = query.search;
    if (search)
      base = base.where((eb) =>
        eb.or([
          containsText('subject', search),
          containsText('email', search),
          containsText('name', search),
          eb.exists(
            eb
              .selectFrom('support_messages')
              .select('support_messages.id')
              .whereRef('support_messages.request_id', '=', 'support_requests.id')
              .where(containsText('support_messages.body', search)),
          ),
        ]),
      );
    return base;
  }

  async updateRequest(
    id: number,
    changes: Updateable<SupportRequestsTable>,
    trx: TExecutor = this.db,
  ): Promise<void> {
    await trx.updateTable('support_requests').set(changes).where('id', '=', id).execute();
  }

  async createAttachments(rows: TNewSupportAttachment[], trx: TExecutor = this.db): Promise<void> {
    if (rows.length > 0) await trx.insertInto('support_attachments').values(rows).execute();
  }

  /** The attachments of these messages, in the order they were sent. */
  async findAttachments(messageIds: number[], trx: TExecutor = this.db): Promise<TSupportAttachmentRow[]> {
    if (messageIds.length === 0) return [];
    return trx
      .selectFrom('support_attachments')
      .selectAll()
      .where('message_id', 'in', messageIds)
      .orderBy('id')
      .execute();
  }

  /** How many images a request's thread holds, every message's together. */
  async countThreadAttachments(requestId: number, trx: TExecutor = this.db): Promise<number> {
    const row = await trx
      .selectFrom('support_attachments')
      .innerJoin('support_messages', 'support_messages.id', 'support_attachments.message_id')
      .where('support_messages.request_id', '=', requestId)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** When each image the user attached in their own requests since `since` was sent, oldest first. */
  async findUserAttachmentTimes(userId: number, since: string, trx: TExecutor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('support_requests')
      .innerJoin('support_messages', 'support_messages.request_id', 'support_requests.id')
      .innerJoin('support_attachments', 'support_attachments.message_id', 'support_messages.id')
      .where('support_requests.user_id', '=', userId)
      .where('support_messages.user_id', '=', userId)
      .where('support_attachments.created_at', '>=', since)
      .select('support_attachments.created_at')
      .orderBy('support_attachments.created_at')
      .execute();
    return rows.map((row) => row.created_at);
  }

  async findRequestsByUserId(userId: number, trx: TExecutor = this.db): Promise<TSupportRequestRow[]> {
    return trx
      .selectFrom('support_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /**
   * A deleted account's support requests stay with the support team, no longer linked to a user; their
   * attachments go with the account's media.
   */
  async detachUser(userId: number, trx: TExecutor = this.db): Promise<void> {
    await trx
      .deleteFrom('support_attachments')
      .where('message_id', 'in', (eb) =>
        eb
          .selectFrom('support_messages')
          .innerJoin('support_requests', 'support_requests.id', 'support_messages.request_id')
          .select('support_messages.id')
          .where('support_requests.user_id', '=', userId),
      )
      .execute();
    await trx.updateTable('support_requests').set({ user_id: null }).where('user_id', '=', userId).execute();
  }

  /** Erases the IPs of requests made before `before`; how many were changed. */
  async eraseIpsBefore(before: string, trx: TExecutor = this.db): Promise<number> {
    const result = await trx
      .updateTable('support_requests')
      .set({ ip: null })
      .where('ip', 'is not', null)
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
