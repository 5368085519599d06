import type { TAdminOrder, TAdminOrderDetail, TOrderBuyer } from '@inkwell/contract';
import type { TLedgerRow, TOrderRow, TUserRow } from '../../db/types.js';
import { centsToAmount } from '../../lib/money.js';
import type { TOrderWithBuyer } from '../../repositories/order-repository.js';
import { toOrder } from '../orders/order-mappers.js';
import { refundLines } from '../orders/order-refunds.js';

const toBuyer = (id: number | null, email: string | null, name: string | null): TOrderBuyer | null =>
  id !== null && email !== null ? { id, email, full_name: name ?? '' } : null;

export function toAdminOrder(row: TOrderWithBuyer): TAdminOrder {
  return {
    ...toOrder(row),
    user: toBuyer(row.user_id, row.email, row.full_name),
    note: row.note,
    refunded_at: row.refunded_at,
  };
}

export function toLedgerEntry(row: TLedgerRow) {
  return {
    id: row.id,
    capability: row.capability,
    delta: row.delta,
    balance_after: row.balance_after,
    reason: row.reason,
    order_id: row.order_id,
    reference: row.reference,
    created_at: row.created_at,
  };
}

/** Gateways an admin refunds from the order page: Stripe through its API, the others directly. */
export const isRefundable = (order: TOrderRow): boolean => order.status === 'paid';

export function toAdminOrderDetail(
  order: TOrderRow,
  parts: {
    buyer: TUserRow | undefined;
    creator: TUserRow | undefined;
    events: { event_id: string; type: string; outcome: string; received_at: string }[];
    ledger: TLedgerRow[];
  },
): TAdminOrderDetail {
  const { buyer, creator } = parts;
  return {
    ...toAdminOrder({ ...order, email: buyer?.email ?? null, full_name: buyer?.full_name ?? null }),
    failure_reason: order.failure_reason,
    created_by: creator ? toBuyer(creator.id, creator.email, creator.full_name) : null,
    payment_events: parts.events,
    ledger: parts.ledger.map(toLedgerEntry),
    refund: refundLines(order, parts.ledger),
    refundable: isRefundable(order),
  };
}

const CSV_HEADER = [
  'id',
  'created_at',
  'paid_at',
  'status',
  'user_id',
  'user_email',
  'user_name',
  'plan',
  'amount',
  'currency',
  'gateway',
  'reference',
  'refunded_at',
  'note',
];

/** One CSV field: quoted when needed, and a leading =+-@ defused so no spreadsheet runs it as a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: (string | number | null)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;

export const ORDERS_CSV_HEADER = csvLine(CSV_HEADER);

export function orderCsvLine(row: TOrderWithBuyer): string {
  return csvLine([
    row.id,
    row.created_at,
    row.paid_at,
    row.status,
    row.user_id,
    row.email,
    row.full_name,
    row.plan_name,
    centsToAmount(row.amount_cents).toFixed(2),
    row.currency,
    row.gateway,
    row.external_id,
    row.refunded_at,
    row.note,
  ]);
}
