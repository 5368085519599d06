import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TDetailResponse, type TRegisterRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST users/register/: creates the account and emails its confirmation link. */
export function register(body: TRegisterRequest): Promise<TDetailResponse> {
  return callEndpoint(authEndpoints.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
