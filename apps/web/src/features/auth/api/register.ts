import { useMutation } from '@tanstack/react-query';
import type { TDetailResponse, TRegisterRequest } from '@inkwell/contract';
import { postForDetail } from './auth-answers';

/** POST users/register/: creates the account and emails its confirmation link. */
export function register(body: TRegisterRequest): Promise<TDetailResponse> {
  return postForDetail('users/register/', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
