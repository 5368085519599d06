import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDashboardResponseSchema, type TDashboardQuery, type TDashboardResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { browserTimeZone, useDateSettings } from '@/lib/date-settings';
import { dashboardKeys } from './dashboard-keys';

/** GET users/dashboard/: the latest creations of each tool and the use per day, in `time_zone`'s days. */
export async function getDashboard(query: TDashboardQuery): Promise<TDashboardResponse> {
  const { data } = await apiClient.get<unknown>('users/dashboard/', { params: query });
  return ZDashboardResponseSchema.parse(data);
}

export const dashboardQueryOptions = (query: TDashboardQuery) =>
  queryOptions({ queryKey: dashboardKeys.detail(query), queryFn: () => getDashboard(query) });

/** The dashboard with the days counted on the Date Display settings' clock (else the browser's). */
export function useDashboard() {
  const { time_zone } = useDateSettings();
  return useQuery(dashboardQueryOptions({ time_zone: time_zone ?? browserTimeZone() }));
}
