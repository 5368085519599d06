import { profileEndpoints, type TProfileResponse } from '@inkwell/contract';
import { endpointUrl } from '@/lib/endpoint-client';
import { uploadImage } from '@/lib/upload-image';

/** POST users/profile/avatar/: the image itself as the body (PNG, JPEG or WebP) → the profile. */
export async function uploadAvatar(file: File): Promise<TProfileResponse> {
  const { uploadAvatar: endpoint } = profileEndpoints;
  return endpoint.answer.parse(await uploadImage(endpointUrl(endpoint), file));
}
