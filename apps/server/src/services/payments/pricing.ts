import { CAPABILITIES, CUSTOM_PLAN_RATE_FIELDS, type TQuantities } from '@inkwell/contract';
import type { TPlanRow } from '../../db/types.js';
import { RATE_COLUMNS } from '../catalogue-mappers.js';

export interface TPricedItem {
  plan_id: number;
  plan_kind: TPlanRow['kind'];
  plan_name: string;
  quantities: TQuantities;
  amount_cents: number;
  currency: string;
}

/** A pack: its own price and quantities, as they are now. */
export function pricePack(plan: TPlanRow): TPricedItem {
  const quantities = Object.fromEntries(CAPABILITIES.map((field) => [field, plan[field]])) as TQuantities;
  return {
    plan_id: plan.id,
    plan_kind: 'pack',
    plan_name: plan.name,
    quantities,
    amount_cents: plan.price_cents,
    currency: plan.currency,
  };
}

/**
 * The custom plan (spec §9): Σ tokens × rate, in integer millionths so it is exact, then
 * rounded half-up to cents once. Never a price the client sent.
 */
export function priceCustomPlan(plan: TPlanRow, quantities: TQuantities): TPricedItem {
  let micros = 0;
  for (const field of CAPABILITIES) {
    micros += quantities[field] * plan[RATE_COLUMNS[CUSTOM_PLAN_RATE_FIELDS[field]]];
  }
  return {
    plan_id: plan.id,
    plan_kind: 'custom',
    plan_name: plan.name,
    quantities,
    amount_cents: Math.round(micros / 10_000),
    currency: plan.currency,
  };
}
