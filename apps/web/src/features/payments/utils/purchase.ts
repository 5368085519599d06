import {
  computeCustomPlanPrice,
  type TCustomPlan,
  type TCustomPlanQuantities,
  type TPlanPack,
} from '@inkwell/contract';
import { describeQuantities, type QuantityLine } from '@/config/plan-quantities';

/** What a Buy Now press asks for: a pack, or the custom plan with the calculator's quantities. */
export type Purchase =
  | { kind: 'pack'; plan: TPlanPack }
  | { kind: 'custom'; plan: TCustomPlan; quantities: TCustomPlanQuantities };

export interface PurchaseDescription {
  name: string;
  price: number;
  currency: string;
  lines: QuantityLine[];
}

/** A custom plan with every quantity at zero buys nothing and must not start a purchase. */
export function isEmptyPurchase(purchase: Purchase): boolean {
  return purchase.kind === 'custom' && describeQuantities(purchase.quantities).length === 0;
}

/** Name, price and items of a purchase; the custom price is the calculator's own figure. */
export function describePurchase(purchase: Purchase): PurchaseDescription {
  const { plan } = purchase;
  const [price, quantities] =
    purchase.kind === 'custom'
      ? [computeCustomPlanPrice(purchase.plan, purchase.quantities), purchase.quantities]
      : [purchase.plan.price, purchase.plan];
  return { name: plan.plan, price, currency: plan.currency, lines: describeQuantities(quantities) };
}
