import { ZProfileResponseSchema, type TProfileResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

/** POST users/profile/avatar/: the image itself as the body (PNG, JPEG or WebP) → the profile. */
export async function uploadAvatar(file: File): Promise<TProfileResponse> {
  const { data } = await apiClient.post<unknown>('users/profile/avatar/', file, {
    headers: { 'Content-Type': file.type },
  });
  return ZProfileResponseSchema.parse(data);
}
