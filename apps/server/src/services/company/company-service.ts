import type { TCompanyInfoResponse } from '@inkwell/contract';
import type { TCompanyInfoRow } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { CACHE_KEYS, type ResponseCache } from '../../lib/response-cache.js';
import type { TRepositories } from '../../repositories/index.js';

export function toCompanyInfo(row: TCompanyInfoRow): TCompanyInfoResponse {
  return {
    name: row.name,
    registrationNumber: row.registration_number,
    address: { street: row.street, city: row.city, postalCode: row.postal_code, country: row.country },
    email: row.email,
    phone: row.phone,
  };
}

/** The operator's company details (`static/company_info`), cached. */
export class CompanyService {
  constructor(
    private readonly repositories: TRepositories,
    private readonly cache: ResponseCache,
  ) {}

  async getCompanyInfo(): Promise<TCompanyInfoResponse> {
    const info = await this.cache.remember(CACHE_KEYS.companyInfo, async () => {
      const row = await this.repositories.companyInfo.find();
      return row ? toCompanyInfo(row) : null;
    });
    if (!info) throw notFound('Company information has not been set up.');
    return info;
  }
}
