import { useMutation } from '@tanstack/react-query';
import { adminUserEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST admin/users/{id}/password-reset/: mails the account a link to choose a new password. */
export function useSendUserPasswordReset() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(adminUserEndpoints.sendPasswordReset, { params: { id } }),
  });
}
