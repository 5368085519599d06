import { useMutation } from '@tanstack/react-query';
import { ZDetailResponseSchema, type TDetailResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminUserPath } from './get-admin-user';

/** POST admin/users/{id}/password-reset/: mails the account a link to choose a new password. */
export async function sendUserPasswordReset(id: number): Promise<TDetailResponse> {
  const { data } = await apiClient.post<unknown>(`${adminUserPath(id)}password-reset/`);
  return ZDetailResponseSchema.parse(data);
}

export function useSendUserPasswordReset() {
  return useMutation({ mutationFn: sendUserPasswordReset });
}
