import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TAccessRestoreConfirmRequest, type TLoginResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';

/** POST users/access-restore/confirm/: the one-time link's token → a token pair, like a login. */
export function confirmAccessRestore(body: TAccessRestoreConfirmRequest): Promise<TLoginResponse> {
  return callEndpoint(authEndpoints.confirmAccessRestore, { body });
}

/** Signs in with the link: the session keeps the answer's tokens and admin flag. */
export function useConfirmAccessRestore() {
  return useMutation({
    mutationFn: confirmAccessRestore,
    onSuccess: (answer) => useSession.getState().login(answer, answer.is_admin),
  });
}
