import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { setAuthTokens } from '@/lib/cookies';
import type { TLoginForm } from '../schemas/auth-forms';

/** DESIGN.md §4: login answers `{ access_token, refresh_token, is_admin }`. */
export const ZLoginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  is_admin: z.boolean().optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export async function login(body: TLoginForm): Promise<TLoginResponse> {
  const { data } = await apiClient.post<unknown>('users/login/', body);
  return ZLoginResponseSchema.parse(data);
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (tokens) => setAuthTokens(tokens) });
}
