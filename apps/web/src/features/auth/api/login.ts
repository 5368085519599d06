import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TLoginRequest, type TLoginResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { useStoreLogin } from './auth-answers';

/** POST users/login/: email and password → a token pair and the admin flag. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return callEndpoint(authEndpoints.login, { body });
}

/** Signs in: the session keeps the answer's tokens and admin flag. */
export function useLogin() {
  const storeLogin = useStoreLogin();
  return useMutation({ mutationFn: login, onSuccess: storeLogin });
}
