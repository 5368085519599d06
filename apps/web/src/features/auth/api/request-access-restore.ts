import { useMutation } from '@tanstack/react-query';
import type { TDetailResponse, TEmailOnlyRequest } from '@inkwell/contract';
import { postForDetail } from './auth-answers';

/** POST users/access-restore/: emails a one-time link that signs the user in. */
export function requestAccessRestore(body: TEmailOnlyRequest): Promise<TDetailResponse> {
  return postForDetail('users/access-restore/', body);
}

export function useRequestAccessRestore() {
  return useMutation({ mutationFn: requestAccessRestore });
}
