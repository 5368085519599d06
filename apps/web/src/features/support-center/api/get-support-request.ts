import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminSupportDetailSchema, type TAdminSupportDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { SUPPORT_CENTER_PATH } from './get-support-list';
import { supportCenterKeys } from './support-center-keys';

/** GET admin/support/{id}/: the request, who asked, and its whole thread with internal notes. */
export async function getSupportRequest(id: number): Promise<TAdminSupportDetail> {
  const { data } = await apiClient.get<unknown>(`${SUPPORT_CENTER_PATH}${id}/`);
  return ZAdminSupportDetailSchema.parse(data);
}

export const supportRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: supportCenterKeys.detail(id), queryFn: () => getSupportRequest(id) });

export function useSupportRequest(id: number) {
  return useQuery(supportRequestQueryOptions(id));
}
