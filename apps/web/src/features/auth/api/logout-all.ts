import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST users/logout-all/: ends every session of the account, this one included. */
export async function logoutAll(): Promise<void> {
  await apiClient.post('users/logout-all/');
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
