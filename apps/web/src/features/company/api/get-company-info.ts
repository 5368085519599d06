import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCompanyInfoResponseSchema, type TCompanyInfoResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export async function getCompanyInfo(): Promise<TCompanyInfoResponse> {
  const { data } = await apiClient.get<unknown>('static/company_info');
  return ZCompanyInfoResponseSchema.parse(data);
}

export const companyInfoQueryOptions = () =>
  queryOptions({ queryKey: ['company-info'], queryFn: getCompanyInfo, staleTime: 10 * 60_000 });

export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions());
}
