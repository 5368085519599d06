import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserEndpoints, type TAdminUserUpdate } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import { storeAdminUser } from './admin-users-keys';

/** PATCH admin/users/{id}/: name, email, role, confirmed, blocked (409 for the last admin or oneself). */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminUserUpdate }) =>
      callEndpoint(adminUserEndpoints.update, { params: { id }, body }),
    onSuccess: (user) => storeAdminUser(queryClient, user),
    // A refused change may mean the page is stale (another admin changed the account).
    onError: (_error, { id }) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(adminUserEndpoints.get, { id }) }),
  });
}
