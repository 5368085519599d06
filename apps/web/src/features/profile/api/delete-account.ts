import { useMutation } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

/** DELETE users/account/: removes the account for good, confirmed by its password. */
export async function deleteAccount(body: TDeleteAccountRequest): Promise<void> {
  await apiClient.delete('users/account/', { data: body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
