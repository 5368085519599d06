import { ZProfileResponseSchema, type TProfileResponse, type TProfileUpdateRequest } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

/** PATCH users/profile/: the name, or a new email (with the current password). */
export async function updateProfile(body: TProfileUpdateRequest): Promise<TProfileResponse> {
  const { data } = await apiClient.patch<unknown>('users/profile/', body);
  return ZProfileResponseSchema.parse(data);
}
