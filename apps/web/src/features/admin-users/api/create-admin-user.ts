import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminCreateUserResponseSchema,
  ZAdminCreateUserSchema,
  type TAdminCreateUser,
} from '@inkwell/contract';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { adminUserKeys } from './admin-users-keys';
import { ADMIN_USERS_PATH } from './get-admin-users';

export type TAdminCreateUserResponse = z.infer<typeof ZAdminCreateUserResponseSchema>;

/** POST admin/users/: a confirmed account; the person is mailed a link to set their password. */
export async function createAdminUser(body: TAdminCreateUser): Promise<TAdminCreateUserResponse> {
  const { data } = await apiClient.post<unknown>(ADMIN_USERS_PATH, ZAdminCreateUserSchema.parse(body));
  return ZAdminCreateUserResponseSchema.parse(data);
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists }),
  });
}
