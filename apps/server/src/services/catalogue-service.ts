import type {
  TCompanyInfoResponse,
  TPaymentMethodsResponse,
  TPlansResponse,
  TReviewsResponse,
} from '@inkwell/contract';
import { notFound } from '../lib/http-error.js';
import type { ResponseCache } from '../lib/response-cache.js';
import type { TPaymentGateways } from '../providers/payments/payment-gateway.js';
import type { TRepositories } from '../repositories/index.js';
import { toCompanyInfo, toPaymentMethod, toPlan, toReview } from './catalogue-mappers.js';

/** Cache keys of the public catalogue; whoever edits one of these tables invalidates its key. */
export const CATALOGUE_CACHE_KEYS = {
  companyInfo: 'company-info',
  plans: 'plans',
  paymentMethods: 'payment-methods',
  reviews: 'reviews',
} as const;

/** The public, cacheable catalogue: company info, plans, gateways and reviews. */
export class CatalogueService {
  constructor(
    private readonly repositories: TRepositories,
    private readonly cache: ResponseCache,
    private readonly gateways: TPaymentGateways,
  ) {}

  async getCompanyInfo(): Promise<TCompanyInfoResponse> {
    const info = await this.cache.remember(CATALOGUE_CACHE_KEYS.companyInfo, async () => {
      const row = await this.repositories.companyInfo.find();
      return row ? toCompanyInfo(row) : null;
    });
    if (!info) throw notFound('Company information has not been set up.');
    return info;
  }

  listPlans(): Promise<TPlansResponse> {
    return this.cache.remember(CATALOGUE_CACHE_KEYS.plans, async () =>
      (await this.repositories.plans.findAllActive()).map(toPlan),
    );
  }

  /** Enabled gateways that are also configured (Stripe needs its keys). */
  listPaymentMethods(): Promise<TPaymentMethodsResponse> {
    return this.cache.remember(CATALOGUE_CACHE_KEYS.paymentMethods, async () =>
      (await this.repositories.paymentMethods.findAllEnabled())
        .filter((row) => this.gateways.get(row.code)?.isAvailable())
        .map(toPaymentMethod),
    );
  }

  listReviews(): Promise<TReviewsResponse> {
    return this.cache.remember(CATALOGUE_CACHE_KEYS.reviews, async () =>
      (await this.repositories.reviews.findAllPublished()).map(toReview),
    );
  }
}
