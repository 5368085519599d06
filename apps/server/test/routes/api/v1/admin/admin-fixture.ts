import { ZERO_QUANTITIES, type TAuditTargetType, type TQuantities } from '@inkwell/contract';
import type { FastifyInstance } from 'fastify';
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
