import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCompanyInfoResponseSchema, type TCompanyInfoResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/** GET static/company_info: name, registration number, address, email and phone. */
export async function getCompanyInfo(): Promise<TCompanyInfoResponse> {
  const { data } = await apiClient.get<unknown>('static/company_info');
  return ZCompanyInfoResponseSchema.parse(data);
}

// Company details change rarely: kept fresh for 10 minutes.
export const companyInfoQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.info, queryFn: getCompanyInfo, staleTime: 10 * 60_000 });

export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions());
}
