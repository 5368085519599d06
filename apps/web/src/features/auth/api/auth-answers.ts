import type { TLoginResponse } from '@inkwell/contract';
import { useSession } from '@/lib/session';

/** Stores the token pair and the admin flag of a login-shaped answer. */
export function useStoreLogin() {
  const login = useSession((state) => state.login);
  return (response: TLoginResponse) => login(response, response.is_admin);
}
