import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfileResponseSchema, type TProfileResponse, type TProfileUpdateRequest } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeSavedProfile } from './profile-keys';

/** PATCH users/profile/: the name, or a new email (with the current password). */
export async function updateProfile(body: TProfileUpdateRequest): Promise<TProfileResponse> {
  const { data } = await apiClient.patch<unknown>('users/profile/', body);
  return ZProfileResponseSchema.parse(data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeSavedProfile(queryClient, profile),
  });
}
