import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type TDetailResponse, type TEmailOnlyRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST users/access-restore/: emails a one-time link that signs the user in. */
export function requestAccessRestore(body: TEmailOnlyRequest): Promise<TDetailResponse> {
  return callEndpoint(authEndpoints.requestAccessRestore, { body });
}

export function useRequestAccessRestore() {
  return useMutation({ mutationFn: requestAccessRestore });
}
