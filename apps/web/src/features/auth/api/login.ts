import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TLoginRequest, type TLoginResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { useSession } from '@/lib/session';

/** POST users/login/: email and password → a token pair and the admin flag. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return callEndpoint(authEndpoints.login, { body });
}

/** Signs in: the session keeps the answer's tokens and admin flag. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => useSession.getState().login(answer, answer.is_admin),
  });
}
