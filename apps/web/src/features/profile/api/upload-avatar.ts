import { profileEndpoints, type TProfileResponse } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { imageForm } from '@/lib/upload-image';

/** POST users/profile/avatar/: multipart, the image (PNG, JPEG or WebP) in `file` → the profile. */
export function uploadAvatar(file: File): Promise<TProfileResponse> {
  return callEndpoint(profileEndpoints.uploadAvatar, { body: imageForm(file) });
}
