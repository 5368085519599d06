import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { adminOverviewEndpoints, type TOverviewPeriod } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** The overview's query (the contract's input type leaves `days` unknown: it is coerced). */
export type TOverviewParams = {
  days: TOverviewPeriod;
};

/** GET admin/overview/: revenue, orders, users, generations, support and the AI provider over the last `days` days. */
export const overviewQueryOptions = (query: TOverviewParams) =>
  queryOptions({
    queryKey: endpointKey(adminOverviewEndpoints.get, query),
    queryFn: () => callEndpoint(adminOverviewEndpoints.get, { query }),
  });

/** The overview of a period; the last one stays on screen while another period loads. */
export function useOverview(query: TOverviewParams) {
  return useQuery({ ...overviewQueryOptions(query), placeholderData: keepPreviousData });
}
