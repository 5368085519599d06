import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserEndpoints,
  ZAdminCreateUserSchema,
  type TAdminCreateUser,
  type TEndpointAnswer,
} from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

export type TAdminCreateUserResponse = TEndpointAnswer<typeof adminUserEndpoints.create>;

/** POST admin/users/: a confirmed account; the person is mailed a link to set their password. */
export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCreateUser) =>
      callEndpoint(adminUserEndpoints.create, { body: ZAdminCreateUserSchema.parse(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(adminUserEndpoints.list) }),
  });
}
