import { ZProfileResponseSchema, type TProfileResponse } from '@inkwell/contract';
import { uploadImage } from '@/lib/upload-image';

/** POST users/profile/avatar/: the image itself as the body (PNG, JPEG or WebP) → the profile. */
export async function uploadAvatar(file: File): Promise<TProfileResponse> {
  return ZProfileResponseSchema.parse(await uploadImage('users/profile/avatar/', file));
}
