import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminUserDetailSchema, type TAdminUserDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminUserKeys } from './admin-users-keys';

export const adminUserPath = (id: number) => `admin/users/${id}/`;

/** GET admin/users/{id}/: one account with its balances, use, orders, requests and ledger. */
export async function getAdminUser(id: number): Promise<TAdminUserDetail> {
  const { data } = await apiClient.get<unknown>(adminUserPath(id));
  return ZAdminUserDetailSchema.parse(data);
}

export const adminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminUserKeys.detail(id), queryFn: () => getAdminUser(id) });

export function useAdminUser(id: number) {
  return useQuery(adminUserQueryOptions(id));
}
