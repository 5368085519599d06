import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type TProfileResponse, type TProfileUpdateRequest } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';
import { storeSavedProfile } from './profile-keys';
import { updateProfile } from './update-profile';
import { uploadAvatar } from './upload-avatar';

/** A newly picked picture with or without name and email changes, or the name and email alone. */
export type TSaveProfileInput =
  { avatar: File; changes: TProfileUpdateRequest | null } | { avatar: null; changes: TProfileUpdateRequest };

/**
 * Edit Account's "Save profile": the picture first (checked against the server's limits before),
 * then the name and email; the answer is the profile after the last call.
 */
export async function saveProfile(input: TSaveProfileInput): Promise<TProfileResponse> {
  if (!input.avatar) return updateProfile(input.changes);
  const withAvatar = await uploadAvatar(input.avatar);
  return input.changes ? updateProfile(input.changes) : withAvatar;
}

/** One success message after everything was saved; after a failure the profile is read again. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => storeSavedProfile(queryClient, profile),
    onError: () => queryClient.invalidateQueries({ queryKey: endpointKey(profileEndpoints.get) }),
  });
}
