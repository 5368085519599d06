import { useMutation } from '@tanstack/react-query';
import type { TConfirmEmailRequest, TDetailResponse } from '@inkwell/contract';
import { postForDetail } from './auth-answers';

/** POST users/confirm-email/: the emailed link's token confirms the address. */
export function confirmEmail(body: TConfirmEmailRequest): Promise<TDetailResponse> {
  return postForDetail('users/confirm-email/', body);
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
