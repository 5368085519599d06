import { useMutation } from '@tanstack/react-query';
import type { TDetailResponse, TEmailOnlyRequest } from '@inkwell/contract';
import { postForDetail } from './auth-answers';

/** POST users/confirm-email/resend/: sends the confirmation link again. */
export function resendConfirmation(body: TEmailOnlyRequest): Promise<TDetailResponse> {
  return postForDetail('users/confirm-email/resend/', body);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
