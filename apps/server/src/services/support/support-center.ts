import type {
  TAdminSupportDetail,
  TAdminSupportList,
  TAdminSupportQuery,
  TAdminSupportReply,
  TAdminSupportUpdate,
  TSupportBadge,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AuditLog, TAdminActor } from '../admin/audit-log.js';
import type { SupportNotices } from './support-notices.js';
import { toAdminSummary } from './support-views.js';
import type { ThreadViews } from './thread-views.js';
import { SUPPORT_REQUEST_DETAIL, type TAsker } from './support-request-service.js';

/**
 * The admins' Support Center: every request (users' support requests, contact messages, applications)
 * filtered, searched and counted per status; a request's thread with internal notes; a reply
 * marks it answered and reaches its asker (their thread and a mail, or a mail alone for a
 * visitor); status and priority changed by hand. Every change audited in its transaction.
 */
export class SupportCenter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly views: ThreadViews,
    private readonly notices: SupportNotices,
    private readonly audit: AuditLog,
  ) {}

  async list(query: TAdminSupportQuery): Promise<TAdminSupportList> {
    const [{ count, rows }, counts] = await Promise.all([
      this.repos.support.pageAll(query),
      this.repos.support.countByStatus(query),
    ]);
    return { ...toPage(count, query, rows.map(toAdminSummary)), counts };
  }

  async badge(): Promise<TSupportBadge> {
    return { open: await this.repos.support.countOpen() };
  }

  async get(id: number): Promise<TAdminSupportDetail> {
    const row = await this.repos.support.findRequestById(id);
    if (!row) throw notFound(SUPPORT_REQUEST_DETAIL.notFound);
    const messages = await this.repos.support.findMessagesByRequestId(id);
    const files = await this.repos.support.findAttachments(messages.map((message) => message.id));
    return this.views.forAdmin(row, messages, files);
  }

  /** A reply (answered, mailed to the asker) or an internal note (nothing else changes). */
  async reply(
    admin: TAsker,
    id: number,
    reply: TAdminSupportReply,
    actor: TAdminActor,
  ): Promise<TAdminSupportDetail> {
    const row = await this.repos.support.findRequestById(id);
    if (!row) throw notFound(SUPPORT_REQUEST_DETAIL.notFound);
    const internal = reply.internal ?? false;
    await this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      await this.repos.support.createMessage(
        {
          request_id: id,
          author: 'admin',
          author_name: admin.name,
          author_email: admin.email,
          user_id: admin.id,
          body: reply.message,
          internal,
          created_at: now,
        },
        trx,
      );
      if (!internal)
        await this.repos.support.updateRequest(
          id,
          { status: 'answered', last_author: 'admin', last_activity_at: now, updated_at: now },
          trx,
        );
      await this.audit.record(
        actor,
        { action: 'support.reply', target_type: 'support_request', target_id: id, after: { internal } },
        trx,
      );
    });
    if (!internal) this.notices.replied(row, reply.message);
    return this.get(id);
  }

  async update(id: number, changes: TAdminSupportUpdate, actor: TAdminActor): Promise<TAdminSupportDetail> {
    if (!(await this.repos.support.findRequestById(id))) throw notFound(SUPPORT_REQUEST_DETAIL.notFound);
    await this.db.transaction().execute(async (trx) => {
      await this.repos.support.updateRequest(id, { ...changes, updated_at: nowIso() }, trx);
      await this.audit.record(
        actor,
        { action: 'support.update', target_type: 'support_request', target_id: id, after: changes },
        trx,
      );
    });
    return this.get(id);
  }
}
