import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserDetailSchema, type TAdminUserDetail, type TAdminUserUpdate } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminUserKeys, storeAdminUser } from './admin-users-keys';
import { adminUserPath } from './get-admin-user';

/** PATCH admin/users/{id}/: name, email, role, confirmed, blocked (409 for the last admin or oneself). */
export async function updateAdminUser({
  id,
  body,
}: {
  id: number;
  body: TAdminUserUpdate;
}): Promise<TAdminUserDetail> {
  const { data } = await apiClient.patch<unknown>(adminUserPath(id), body);
  return ZAdminUserDetailSchema.parse(data);
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (user) => storeAdminUser(queryClient, user),
    // A refused change may mean the page is stale (another admin changed the account).
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: adminUserKeys.detail(id) }),
  });
}
