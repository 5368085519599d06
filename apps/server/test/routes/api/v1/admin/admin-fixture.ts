import { ZERO_QUANTITIES, type TAuditTargetType, type TQuantities } from '@inkwell/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TLoggedIn } from '../../../../helpers/accounts.js';

/** An admin's call under /api/v1/admin/. */
export function adminCall(
  app: FastifyInstance,
  admin: TLoggedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1/admin/${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
}

/** A manual order's body: custom quantities at a price (0 is a gift). */
export function manualOrder(userId: number, quantities: Partial<TQuantities>, price = 0, note = '') {
  return {
    user_id: userId,
    plan_id: null,
    quantities: { ...ZERO_QUANTITIES, ...quantities },
    price,
    currency: 'USD',
    note,
  };
}

/** The audit rows about one target, oldest first. */
export async function auditOf(app: FastifyInstance, targetType: TAuditTargetType, targetId: string | number) {
  const rows = await app.repositories.audit.findByTarget(targetType, String(targetId));
  return rows.map((row) => ({
    admin_id: row.admin_id,
    action: row.action,
    before: row.before ? (JSON.parse(row.before) as unknown) : null,
    after: row.after ? (JSON.parse(row.after) as unknown) : null,
  }));
}

/**
 * Runs `change` while every insert into audit_log fails (a trigger in the app's own database,
 * dropped after): an admin change whose audit line cannot be written must not be made.
 */
export async function withAuditRefused<T>(app: FastifyInstance, change: () => Promise<T>): Promise<T> {
  const postgres = app.dbDialect === 'postgres';
  if (postgres) {
    await sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit_log refused'; end $$`.execute(app.db);
    await sql`create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`.execute(app.db);
  } else {
    await sql`create trigger refuse_audit before insert on audit_log
      begin select raise(abort, 'audit_log refused'); end`.execute(app.db);
  }
  try {
    return await change();
  } finally {
    if (postgres) {
      await sql`drop trigger refuse_audit on audit_log`.execute(app.db);
      await sql`drop function refuse_audit()`.execute(app.db);
    } else await sql`drop trigger refuse_audit`.execute(app.db);
  }
}
