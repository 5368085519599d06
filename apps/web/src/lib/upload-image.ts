import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@inkwell/contract';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** The server's limits for an uploaded picture, in words. */
export const IMAGE_FILE_HINT = `PNG, JPEG or WebP, up to ${MAX_MB} MB.`;

/** The server's limits, checked before anything is sent: png, jpeg or webp up to 2 MB. */
export function imageFileError(file: File): string | undefined {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) return `Choose an image of ${MAX_MB} MB or less.`;
  return undefined;
}

/**
 * A picture as the avatar endpoints take it (users/profile/avatar/, admin/assistants/{id}/avatar/):
 * a multipart form with the image in `file`, sent as `body` of `callEndpoint`.
 */
export function imageForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}
