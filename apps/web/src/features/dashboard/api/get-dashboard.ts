import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints, type TDashboardQuery, type TDashboardResponse } from '@inkwell/contract';
import { browserTimeZone, useDateSettings } from '@/lib/date-settings';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET users/dashboard/: the latest creations of each tool and the use per day, in `time_zone`'s days. */
export function getDashboard(query: TDashboardQuery): Promise<TDashboardResponse> {
  return callEndpoint(dashboardEndpoints.get, { query });
}

export const dashboardQueryOptions = (query: TDashboardQuery) =>
  queryOptions({ queryKey: endpointKey(dashboardEndpoints.get, query), queryFn: () => getDashboard(query) });

/** The dashboard with the days counted on the Date Display settings' clock (else the browser's). */
export function useDashboard() {
  const { time_zone } = useDateSettings();
  return useQuery(dashboardQueryOptions({ time_zone: time_zone ?? browserTimeZone() }));
}
