import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfileResponseSchema, type TProfileResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeSavedProfile } from './profile-keys';

/** POST users/profile/avatar/: the image itself as the body (PNG, JPEG or WebP) → the profile. */
export async function uploadAvatar(file: File): Promise<TProfileResponse> {
  const { data } = await apiClient.post<unknown>('users/profile/avatar/', file, {
    headers: { 'Content-Type': file.type },
  });
  return ZProfileResponseSchema.parse(data);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => storeSavedProfile(queryClient, profile),
  });
}
