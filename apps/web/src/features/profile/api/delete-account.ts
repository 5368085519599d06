import { useMutation } from '@tanstack/react-query';
import { profileEndpoints, type TDeleteAccountRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';

/** DELETE users/account/: removes the account for good, confirmed by its password. */
export async function deleteAccount(body: TDeleteAccountRequest): Promise<void> {
  await callEndpoint(profileEndpoints.removeAccount, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
