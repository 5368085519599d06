import { useMutation } from '@tanstack/react-query';
import type { TDetailResponse, TEmailOnlyRequest } from '@inkwell/contract';
import { postForDetail } from './auth-answers';

/** POST users/password-reset/: emails a link to choose a new password. */
export function requestPasswordReset(body: TEmailOnlyRequest): Promise<TDetailResponse> {
  return postForDetail('users/password-reset/', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
