import type { TPurchaseCustomPlanRequest, TPurchaseResponse } from '@inkwell/contract';
import type { TUserRow } from '../../db/types.js';
import { FieldError, HttpError, notFound } from '../../lib/http-error.js';
import { NON_FIELD_ERRORS } from '../../lib/error-reply.js';
import { centsToAmount } from '../../lib/money.js';
import { nowIso } from '../../lib/time.js';
import type { TPaymentGateway, TPaymentGateways } from '../../providers/payments/payment-gateway.js';
import type { TRepositories } from '../../repositories/index.js';
import type { Fulfilment } from './fulfilment.js';
import { pricePack, priceCustomPlan, type TPricedItem } from './pricing.js';

export const PURCHASE_DETAIL = {
  gatewayUnavailable: 'This payment gateway does not exist or is not available.',
  planUnavailable: 'This plan does not exist or is no longer for sale.',
  customIsSeparate: 'The custom plan is bought with purchase_custom_plan and its quantities.',
  customUnavailable: 'The custom plan is not available.',
  checkoutFailed: 'The payment gateway could not start the checkout. Please try again in a moment.',
} as const;

/** Starts purchases: the server prices the order, records it pending, and asks the gateway for a checkout. */
export class PurchaseService {
  constructor(
    private readonly repos: TRepositories,
    private readonly gateways: TPaymentGateways,
    private readonly fulfilment: Fulfilment,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  async purchasePack(buyer: TUserRow, gatewayId: number, planId: number): Promise<TPurchaseResponse> {
    const gateway = await this.findGateway(gatewayId);
    const plan = await this.repos.plans.findById(planId);
    if (!plan || !plan.active) throw new FieldError('plan_id', PURCHASE_DETAIL.planUnavailable);
    if (plan.kind === 'custom') throw new FieldError('plan_id', PURCHASE_DETAIL.customIsSeparate);
    return this.checkout(buyer, gateway, pricePack(plan));
  }

  async purchaseCustom(
    buyer: TUserRow,
    gatewayId: number,
    quantities: TPurchaseCustomPlanRequest,
  ): Promise<TPurchaseResponse> {
    const gateway = await this.findGateway(gatewayId);
    const plan = (await this.repos.plans.findAllActive()).find((row) => row.kind === 'custom');
    if (!plan) throw notFound(PURCHASE_DETAIL.customUnavailable);
    return this.checkout(buyer, gateway, priceCustomPlan(plan, quantities));
  }

  private async findGateway(id: number): Promise<TPaymentGateway> {
    const method = await this.repos.paymentMethods.findById(id);
    const gateway = method?.enabled ? this.gateways.get(method.code) : undefined;
    if (!gateway?.isAvailable()) throw notFound(PURCHASE_DETAIL.gatewayUnavailable);
    return gateway;
  }

  private async checkout(
    buyer: TUserRow,
    gateway: TPaymentGateway,
    item: TPricedItem,
  ): Promise<TPurchaseResponse> {
    if (item.amount_cents < gateway.minimumCents) {
      const minimum = centsToAmount(gateway.minimumCents).toFixed(2);
      throw new FieldError(
        NON_FIELD_ERRORS,
        `The order total must be at least ${minimum} ${item.currency} with this payment gateway.`,
      );
    }
    const now = nowIso();
    const { quantities, ...rest } = item;
    const order = await this.repos.orders.create({
      ...rest,
      ...quantities,
      user_id: buyer.id,
      gateway: gateway.code,
      status: 'pending',
      created_at: now,
      updated_at: now,
    });
    try {
      const { checkoutUrl, externalId } = await gateway.createCheckout(order, buyer);
      if (externalId) await this.repos.orders.setExternalId(order.id, externalId);
      return { checkout_url: checkoutUrl, order_id: order.id };
    } catch (error) {
      this.log.error({ err: error, orderId: order.id, gateway: gateway.code }, 'checkout could not start');
      await this.fulfilment.close(order.id, 'failed', 'The gateway could not start the checkout.');
      throw new HttpError(502, PURCHASE_DETAIL.checkoutFailed);
    }
  }
}
