import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSupportEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** How often the sidebar asks again for the number of open requests. */
export const SUPPORT_BADGE_REFRESH_MS = 60_000;

/** GET admin/support/summary/: the number of open requests (the sidebar's badge). */
export const supportBadgeQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(adminSupportEndpoints.summary),
    queryFn: () => callEndpoint(adminSupportEndpoints.summary),
    refetchInterval: SUPPORT_BADGE_REFRESH_MS,
  });

/** Admins only: `enabled` is false for everyone else, who would be refused. */
export function useSupportBadge(enabled: boolean) {
  return useQuery({ ...supportBadgeQueryOptions(), enabled });
}
