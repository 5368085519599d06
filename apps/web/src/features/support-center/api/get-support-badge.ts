import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupportBadgeSchema, type TSupportBadge } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { SUPPORT_CENTER_PATH } from './get-support-list';
import { supportCenterKeys } from './support-center-keys';

/** How often the sidebar asks again for the number of open requests. */
export const SUPPORT_BADGE_REFRESH_MS = 60_000;

/** GET admin/support/summary/: the number of open requests (the sidebar's badge). */
export async function getSupportBadge(): Promise<TSupportBadge> {
  const { data } = await apiClient.get<unknown>(`${SUPPORT_CENTER_PATH}summary/`);
  return ZSupportBadgeSchema.parse(data);
}

export const supportBadgeQueryOptions = () =>
  queryOptions({
    queryKey: supportCenterKeys.badge,
    queryFn: getSupportBadge,
    refetchInterval: SUPPORT_BADGE_REFRESH_MS,
  });

/** Admins only: `enabled` is false for everyone else, who would be refused. */
export function useSupportBadge(enabled: boolean) {
  return useQuery({ ...supportBadgeQueryOptions(), enabled });
}
