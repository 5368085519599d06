import { useMutation } from '@tanstack/react-query';
import { ZTokenPairSchema, type TPasswordChangeRequest, type TTokenPair } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { setAuthTokens } from '@/lib/cookies';

/** POST users/password/: the current and the new password → a fresh token pair. */
export async function changePassword(body: TPasswordChangeRequest): Promise<TTokenPair> {
  const { data } = await apiClient.post<unknown>('users/password/', body);
  return ZTokenPairSchema.parse(data);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // Every other session ends; this one continues with the new pair.
    onSuccess: (tokens) => setAuthTokens(tokens),
  });
}
