import type {
  TNewSupportMessage,
  TNewSupportRequest,
  TSupportMessageRow,
  TSupportRequestRow,
} from '../db/types.js';
import type { TExecutor } from './executor.js';

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

  async findRequestsByUserId(userId: number, trx: TExecutor = this.db): Promise<TSupportRequestRow[]> {
    return trx
      .selectFrom('support_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** A deleted account's tickets stay with the support team, no longer linked to a user. */
  async detachUser(userId: number, trx: TExecutor = this.db): Promise<void> {
    await trx.updateTable('support_requests').set({ user_id: null }).where('user_id', '=', userId).execute();
  }
}
