import {
  ZDetailResponseSchema,
  ZLoginResponseSchema,
  type TDetailResponse,
  type TLoginResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** POSTs to an auth endpoint that answers `{ detail }` (a message for the user). */
export async function postForDetail(path: string, body: unknown): Promise<TDetailResponse> {
  const { data } = await apiClient.post<unknown>(path, body);
  return ZDetailResponseSchema.parse(data);
}

/** POSTs to an auth endpoint that answers with a token pair and the admin flag. */
export async function postForLogin(path: string, body: unknown): Promise<TLoginResponse> {
  const { data } = await apiClient.post<unknown>(path, body);
  return ZLoginResponseSchema.parse(data);
}

/** Stores the token pair and the admin flag of a login-shaped answer. */
export function useStoreLogin() {
  const login = useSession((state) => state.login);
  return (response: TLoginResponse) => login(response, response.is_admin);
}
