import type { TAdminOrderSort, TOrderStatus, TPaymentGatewayCode } from '@inkwell/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import { containsText } from './like-pattern.js';

/** The admin's order filters as the repository reads them: dates already made UTC bounds. */
export interface TOrderFilters {
  status?: TOrderStatus | undefined;
  gateway?: TPaymentGatewayCode | undefined;
  /** Inclusive ISO start. */
  since?: string | undefined;
  /** Exclusive ISO end. */
  before?: string | undefined;
  search?: string | undefined;
  user_id?: number | undefined;
}

type TOrdersQuery<O> = SelectQueryBuilder<Database, 'orders' | 'users', O>;

/** Adds the filters' WHERE clauses to a query over orders left-joined with users. */
export function whereOrders<O>(query: TOrdersQuery<O>, filters: TOrderFilters): TOrdersQuery<O> {
  let q = query;
  if (filters.status) q = q.where('orders.status', '=', filters.status);
  if (filters.gateway) q = q.where('orders.gateway', '=', filters.gateway);
  if (filters.since) q = q.where('orders.created_at', '>=', filters.since);
  if (filters.before) q = q.where('orders.created_at', '<', filters.before);
  if (filters.user_id) q = q.where('orders.user_id', '=', filters.user_id);
  const search = filters.search?.trim();
  if (search) {
    const id = /^#?(\d{1,15})$/.exec(search)?.[1];
    q = id
      ? q.where((eb) => eb.or([eb('orders.id', '=', Number(id)), containsText('users.email', search)]))
      : q.where(containsText('users.email', search));
  }
  return q;
}

const SORTS: Record<
  TAdminOrderSort,
  { column: 'orders.created_at' | 'orders.amount_cents' | 'orders.paid_at'; desc: boolean }
> = {
  '-created': { column: 'orders.created_at', desc: true },
  created: { column: 'orders.created_at', desc: false },
  '-amount': { column: 'orders.amount_cents', desc: true },
  amount: { column: 'orders.amount_cents', desc: false },
  '-paid': { column: 'orders.paid_at', desc: true },
  paid: { column: 'orders.paid_at', desc: false },
};

/** The sort, ties broken by id the same way, so pages never repeat or skip a row. */
export function orderOrders<O>(query: TOrdersQuery<O>, sort: TAdminOrderSort): TOrdersQuery<O> {
  const { column, desc } = SORTS[sort];
  const direction = desc ? 'desc' : 'asc';
  return query.orderBy(column, direction).orderBy('orders.id', direction);
}
