import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TDetailResponse, type TPasswordResetConfirmRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST users/password-reset/confirm/: the link's token and the new password. */
export function confirmPasswordReset(body: TPasswordResetConfirmRequest): Promise<TDetailResponse> {
  return callEndpoint(authEndpoints.confirmPasswordReset, { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
