import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TDetailResponse, type TEmailOnlyRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST users/confirm-email/resend/: sends the confirmation link again. */
export function resendConfirmation(body: TEmailOnlyRequest): Promise<TDetailResponse> {
  return callEndpoint(authEndpoints.resendConfirmation, { body });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
