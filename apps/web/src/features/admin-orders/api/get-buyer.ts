import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUserDetailSchema, type TAdminUserDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

/** GET admin/users/{id}/: the account a link names (`?user=`), to show it in the buyer picker. */
export async function getBuyer(id: number): Promise<TAdminUserDetail> {
  const { data } = await apiClient.get<unknown>(`admin/users/${id}/`);
  return ZAdminUserDetailSchema.parse(data);
}

export const buyerQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminOrderKeys.buyer(id), queryFn: () => getBuyer(id) });

/** Asked only for a real id (0: no user named). */
export function useBuyer(id: number) {
  return useQuery({ ...buyerQueryOptions(id), enabled: id > 0 });
}
