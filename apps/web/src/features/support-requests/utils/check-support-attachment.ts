import {
  SUPPORT_ATTACHMENT_ACCEPT,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_LIMIT_TEXT,
} from '@inkwell/contract';

const IMAGE_TYPES = SUPPORT_ATTACHMENT_ACCEPT.split(',');
const MAX_MB = SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024);
const TYPE_NAMES: Record<string, string> = { 'image/webp': 'WebP' };

/** The accepted types as people name them: "PNG, JPEG, WebP or GIF". */
const TYPE_LIST = IMAGE_TYPES.map((type) => TYPE_NAMES[type] ?? type.replace('image/', '').toUpperCase())
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

/** What the picker says it takes. */
export const SUPPORT_ATTACHMENT_HINT = `Up to ${SUPPORT_ATTACHMENTS_MAX} images (${TYPE_LIST}), ${MAX_MB} MB each.`;

function megabytes(bytes: number): string {
  return `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Why the server would refuse this file (not one of its image types, or too big), or null. */
export function checkSupportAttachment(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) {
    return `“${file.name}” is not an image we take. Attach ${TYPE_LIST} images.`;
  }
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
    return `“${file.name}” is ${megabytes(file.size)}; images up to ${MAX_MB} MB can be attached.`;
  }
  return null;
}

/**
 * Files picked, added to those already attached: the ones the server would take, up to `max`
 * (a message's limit, or less when its thread has less room), and one sentence for the first
 * that was left out.
 */
export function addSupportAttachments(
  attached: readonly File[],
  picked: readonly File[],
  max: number = SUPPORT_ATTACHMENTS_MAX,
): { files: File[]; refusal: string | null } {
  const files = [...attached];
  let refusal: string | null = null;
  for (const file of picked) {
    const problem = checkSupportAttachment(file);
    if (problem) refusal ??= problem;
    else if (files.length >= max)
      refusal ??=
        max < SUPPORT_ATTACHMENTS_MAX
          ? SUPPORT_LIMIT_TEXT.threadFull(max)
          : `Attach at most ${SUPPORT_ATTACHMENTS_MAX} images to one message.`;
    else files.push(file);
  }
  return { files, refusal };
}
