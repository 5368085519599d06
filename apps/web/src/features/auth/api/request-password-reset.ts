import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TDetailResponse, type TEmailOnlyRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST users/password-reset/: emails a link to choose a new password. */
export function requestPasswordReset(body: TEmailOnlyRequest): Promise<TDetailResponse> {
  return callEndpoint(authEndpoints.requestPasswordReset, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
