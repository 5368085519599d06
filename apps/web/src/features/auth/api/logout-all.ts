import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** POST users/logout-all/: ends every session of the account, this one included. */
export async function logoutAll(): Promise<void> {
  await callEndpoint(authEndpoints.logoutAll);
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
