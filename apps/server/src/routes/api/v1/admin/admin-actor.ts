import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { TAdminActor } from '../../../../services/admin/audit-log.js';

/**
 * The admin acting, as the audit log records them: handed to the service, which writes the
 * audit line in the change's transaction.
 */
export const actorOf = (request: FastifyRequest): TAdminActor => ({ id: request.user.id, ip: request.ip });

/**
 * Sends CSV lines as they are made (never the whole file in memory), as a download named
 * `name`; resolves once sent, so the async handler that awaits it answers nothing more.
 */
export async function sendCsv(
  reply: FastifyReply,
  name: string,
  lines: AsyncIterable<string>,
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(Readable.from(lines));
}
