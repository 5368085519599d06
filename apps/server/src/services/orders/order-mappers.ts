import type { TPaymentGatewayCode } from '@inkwell/contract';
import { CAPABILITIES, type TCapability, type TOrder, type TQuantities } from '@inkwell/contract';
import type { TOrderRow } from '../../db/types.js';
import { centsToAmount } from '../../lib/money.js';

export const GATEWAY_NAMES: Record<TPaymentGatewayCode, string> = {
  sandbox: 'Sandbox',
  stripe: 'Stripe',
  manual: 'Manual (admin)',
};

/** The nine quantities of an order (or of a plan, whose columns have the same names). */
export function orderQuantities(row: Record<TCapability, number>): TQuantities {
  return Object.fromEntries(CAPABILITIES.map((field) => [field, row[field]])) as TQuantities;
}

export function toOrder(row: TOrderRow): TOrder {
  return {
    id: row.id,
    status: row.status,
    plan_id: row.plan_id,
    plan_kind: row.plan_kind,
    plan_name: row.plan_name,
    quantities: orderQuantities(row),
    amount: centsToAmount(row.amount_cents),
    currency: row.currency,
    gateway: { code: row.gateway, method_name: GATEWAY_NAMES[row.gateway] },
    reference: row.external_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    paid_at: row.paid_at,
  };
}
