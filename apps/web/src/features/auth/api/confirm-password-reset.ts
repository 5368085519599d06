import { useMutation } from '@tanstack/react-query';
import type { TDetailResponse, TPasswordResetConfirmRequest } from '@inkwell/contract';
import { postForDetail } from './auth-answers';

/** POST users/password-reset/confirm/: the link's token and the new password. */
export function confirmPasswordReset(body: TPasswordResetConfirmRequest): Promise<TDetailResponse> {
  return postForDetail('users/password-reset/confirm/', body);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
