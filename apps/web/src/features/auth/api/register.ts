import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import type { TSignUpForm } from '../schemas/auth-forms';

/** DESIGN.md §4: registering sends a confirmation email; the answer carries a `detail` to show. */
const ZRegisterResponseSchema = z.object({ detail: z.string().optional() }).loose();

export async function register(body: TSignUpForm): Promise<{ detail?: string | undefined }> {
  const { data } = await apiClient.post<unknown>('users/register/', body);
  return ZRegisterResponseSchema.parse(data ?? {});
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
