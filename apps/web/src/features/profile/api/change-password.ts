import { useMutation } from '@tanstack/react-query';
import { profileEndpoints, type TPasswordChangeRequest, type TTokenPair } from '@inkwell/contract';
import { setAuthTokens } from '@/lib/cookies';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST users/password/: the current and the new password → a fresh token pair. */
export function changePassword(body: TPasswordChangeRequest): Promise<TTokenPair> {
  return callEndpoint(profileEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // Every other session ends; this one continues with the new pair.
    onSuccess: (tokens) => setAuthTokens(tokens),
  });
}
