import { CompanyInfoRepository } from './company-info-repository.js';
import type { TExecutor } from './executor.js';
import { PaymentMethodRepository } from './payment-method-repository.js';
import { PlanRepository } from './plan-repository.js';
import { ReviewRepository } from './review-repository.js';
import { SeedHistoryRepository } from './seed-history-repository.js';
import { SupportRepository } from './support-repository.js';

export interface TRepositories {
  companyInfo: CompanyInfoRepository;
  plans: PlanRepository;
  paymentMethods: PaymentMethodRepository;
  reviews: ReviewRepository;
  support: SupportRepository;
  seedHistory: SeedHistoryRepository;
}

export function createRepositories(db: TExecutor): TRepositories {
  return {
    companyInfo: new CompanyInfoRepository(db),
    plans: new PlanRepository(db),
    paymentMethods: new PaymentMethodRepository(db),
    reviews: new ReviewRepository(db),
    support: new SupportRepository(db),
    seedHistory: new SeedHistoryRepository(db),
  };
}
