import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TAccessRestoreConfirmRequest, type TLoginResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { useStoreLogin } from './auth-answers';

/** POST users/access-restore/confirm/: the one-time link's token → a token pair, like a login. */
export function confirmAccessRestore(body: TAccessRestoreConfirmRequest): Promise<TLoginResponse> {
  return callEndpoint(authEndpoints.confirmAccessRestore, { body });
}

/** Signs in with the link: the session keeps the answer's tokens and admin flag. */
export function useConfirmAccessRestore() {
  const storeLogin = useStoreLogin();
  return useMutation({ mutationFn: confirmAccessRestore, onSuccess: storeLogin });
}
