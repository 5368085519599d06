import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { ZOverviewSchema, type TOverview } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminOverviewKeys, type TOverviewParams } from './admin-overview-keys';

/** GET admin/overview/: revenue, orders, users, generations, support and the AI provider over the last `days` days. */
export async function getOverview(query: TOverviewParams): Promise<TOverview> {
  const { data } = await apiClient.get<unknown>('admin/overview/', { params: query });
  return ZOverviewSchema.parse(data);
}

export const overviewQueryOptions = (query: TOverviewParams) =>
  queryOptions({ queryKey: adminOverviewKeys.detail(query), queryFn: () => getOverview(query) });

/** The overview of a period; the last one stays on screen while another period loads. */
export function useOverview(query: TOverviewParams) {
  return useQuery({ ...overviewQueryOptions(query), placeholderData: keepPreviousData });
}
