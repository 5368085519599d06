import type { TPaymentMethodsResponse, TPlansResponse } from '@inkwell/contract';
import { CACHE_KEYS, type ResponseCache } from '../../lib/response-cache.js';
import type { TPaymentGateways } from '../../providers/payments/payment-gateway.js';
import type { TRepositories } from '../../repositories/index.js';
import { toPaymentMethod, toPlan } from './plan-mappers.js';

/** What is for sale and how to pay: plans and the payment methods buyers can choose, cached. */
export class PlanService {
  constructor(
    private readonly repositories: TRepositories,
    private readonly cache: ResponseCache,
    private readonly gateways: TPaymentGateways,
  ) {}

  listPlans(): Promise<TPlansResponse> {
    return this.cache.remember(CACHE_KEYS.plans, async () =>
      (await this.repositories.plans.findAllActive()).map(toPlan),
    );
  }

  /** Enabled gateways that are also configured (Stripe needs its keys). */
  listPaymentMethods(): Promise<TPaymentMethodsResponse> {
    return this.cache.remember(CACHE_KEYS.paymentMethods, async () =>
      (await this.repositories.paymentMethods.findAllEnabled())
        .filter((row) => this.gateways.get(row.code)?.isAvailable())
        .map(toPaymentMethod),
    );
  }
}
