import { AVATAR_MAX_BYTES } from '@inkwell/contract';
import type { TUploadRule } from '../../../lib/uploads/read-upload.js';
import { inMemory, type TMemoryFile } from '../../../lib/uploads/upload-sinks.js';

/**
 * Both avatar uploads (a user's own, an assistant's): multipart with one image in `file`, at
 * most AVATAR_MAX_BYTES, held in memory; whether it is a PNG, JPEG or WebP is the avatar
 * store's to say (415), from its bytes.
 */
export const AVATAR_UPLOAD: TUploadRule<TMemoryFile> = {
  field: 'file',
  // The form has no text fields; a client's stray one is read and ignored.
  limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 2, fieldSize: 1024 },
  sink: inMemory,
  tooMany: 'Upload one image.',
  tooLarge: `Choose an image of ${AVATAR_MAX_BYTES / 1024 / 1024} MB or less.`,
  missing: 'Choose a PNG, JPEG or WebP image.',
};
