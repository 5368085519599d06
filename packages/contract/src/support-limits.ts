/**
 * What a support thread may hold and how fast a user may write to it: replies are free, so
 * they are limited per user (per hour, answered 429 with Retry-After), as are the images a
 * user attaches per day; a thread holds a fixed number of images in all.
 */

/** Images one request's thread holds in all, every message's together. */
export const SUPPORT_THREAD_ATTACHMENTS_MAX = 20;
/**
 * The largest image decoded, in pixels: a 6K display's screenshot (20.4 MP) or a 12 MP phone
 * photo fits; anything larger is refused from its header, before it is decoded.
 */
export const SUPPORT_ATTACHMENT_MAX_PIXELS = 25_000_000;

/** Images the thread has room for, given those it holds. */
export function supportThreadRoom(held: number): number {
  return Math.max(0, SUPPORT_THREAD_ATTACHMENTS_MAX - held);
}

/** A wait in words, rounded up: "a minute", "12 minutes", "an hour", "5 hours". */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

const images = (count: number) => (count === 1 ? '1 image' : `${count} images`);

export const SUPPORT_LIMIT_TEXT = {
  /** 429 on a reply past the hourly limit. */
  replies: (max: number, retryAfterSeconds: number) =>
    `You can send ${max} replies an hour. Try again in ${waitInWords(retryAfterSeconds)}.`,
  /** 429 on a message whose images pass the day's allowance. */
  attachmentsPerDay: (max: number, retryAfterSeconds: number) =>
    `You can attach ${images(max)} a day. Send your message without images, or attach them in ` +
    `${waitInWords(retryAfterSeconds)}.`,
  /** 400 under `attachments`: more images than the thread has room for. */
  threadFull: (room: number) =>
    room === 0
      ? `This request already holds ${SUPPORT_THREAD_ATTACHMENTS_MAX} images, the most one request can. Send your message without images.`
      : `This request has room for ${images(room)} more (${SUPPORT_THREAD_ATTACHMENTS_MAX} at most).`,
  /** 400 under `attachments`: an image larger than SUPPORT_ATTACHMENT_MAX_PIXELS. */
  tooManyPixels: `Each image can be at most ${SUPPORT_ATTACHMENT_MAX_PIXELS / 1_000_000} megapixels.`,
};
