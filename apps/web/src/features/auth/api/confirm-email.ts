import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TConfirmEmailRequest, type TDetailResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST users/confirm-email/: the emailed link's token confirms the address. */
export function confirmEmail(body: TConfirmEmailRequest): Promise<TDetailResponse> {
  return callEndpoint(authEndpoints.confirmEmail, { body });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
