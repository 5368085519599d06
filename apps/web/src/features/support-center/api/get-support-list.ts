import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminSupportListSchema, type TAdminSupportList, type TAdminSupportQuery } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { supportCenterKeys } from './support-center-keys';

export const SUPPORT_CENTER_PATH = 'admin/support/';

/** GET admin/support/: every request (tickets, contact messages, applications) with counts per status. */
export async function getSupportList(query: TAdminSupportQuery): Promise<TAdminSupportList> {
  const { data } = await apiClient.get<unknown>(SUPPORT_CENTER_PATH, { params: query });
  return ZAdminSupportListSchema.parse(data);
}

export const supportListQueryOptions = (query: TAdminSupportQuery) =>
  queryOptions({
    queryKey: supportCenterKeys.list(query),
    queryFn: () => getSupportList(query),
    // The previous page (or filter) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSupportList(query: TAdminSupportQuery) {
  return useQuery(supportListQueryOptions(query));
}
