import { CAPABILITIES, computeCustomPlanPriceCents, type TQuantities } from '@inkwell/contract';
import type { TPlanRow } from '../../db/types.js';
import { toCustomPlanRates } from './plan-mappers.js';

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
 * The custom plan priced as the sum of each item's tokens times its rate, by the contract's
 * computeCustomPlanPriceCents, the same function the browser shows its price with. Never a
 * price the client sent.
 */
export function priceCustomPlan(plan: TPlanRow, quantities: TQuantities): TPricedItem {
  return {
    plan_id: plan.id,
    plan_kind: 'custom',
    plan_name: plan.name,
    quantities,
    amount_cents: computeCustomPlanPriceCents(toCustomPlanRates(plan), quantities),
    currency: plan.currency,
  };
}
