import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyEndpoints, type TCompanyInfoResponse } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET static/company_info: name, registration number, address, email and phone. */
export function getCompanyInfo(): Promise<TCompanyInfoResponse> {
  return callEndpoint(companyEndpoints.get);
}

// Company details change rarely: kept fresh for 10 minutes.
export const companyInfoQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(companyEndpoints.get),
    queryFn: getCompanyInfo,
    staleTime: 10 * 60_000,
  });

export function useCompanyInfo() {
  return useQuery(companyInfoQueryOptions());
}
