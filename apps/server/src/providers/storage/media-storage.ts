import type { Readable } from 'node:stream';
import type { TByteRange, TByteSpan } from '../../lib/byte-range.js';

/** A stored file: its bytes and the content type it is served with. */
export interface TStoredMedia {
  bytes: Buffer;
  contentType: string;
}

/** A stored file opened for a download: read as a stream, never whole into memory. */
export interface TMediaDownload {
  contentType: string;
  /** The whole file's size in bytes. */
  size: number;
  /** The part `body` holds when a range was asked and honoured; undefined: the whole file. */
  span: TByteSpan | undefined;
  /**
   * The bytes, or undefined when the range asked covers none of the file (nothing was
   * opened). Destroying it closes the file, or the store's connection.
   */
  body: Readable | undefined;
}

/**
 * Where media (avatars, generated images, audio) lives: the local disk (disk-storage.ts) or an
 * S3-compatible store shared by every server instance (s3-storage.ts). Keys are the server's
 * own (MEDIA_KEY_PATTERN), never a user's input; the content type follows the key's extension.
 */
export interface TMediaStorage {
  /** Writes the whole file or nothing: a reader never sees half of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The whole file in memory, or undefined when there is none: for the server's own use of a file. */
  get(key: string): Promise<TStoredMedia | undefined>;
  /**
   * The file (or the part `range` asks for) as a stream, for a download, or undefined when
   * there is none under this key. The store reads only that part.
   */
  open(key: string, range?: TByteRange): Promise<TMediaDownload | undefined>;
  /** Whether there is a file under this key. */
  has(key: string): Promise<boolean>;
  /** Removes these files; keys with no file are skipped. */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes every file whose key starts with `prefix` (which ends with `/`): a user's folder. */
  deleteFolder(prefix: string): Promise<void>;
  /**
   * Writes and removes a tiny file of its own (not a media key): resolves when the store takes
   * writes, rejects as a write would (a full disk, an unreachable bucket). For readiness checks.
   */
  probe(): Promise<void>;
}

/** Folders and names of the server's own making: lower-case, digits, `-`, `_`, `/`, one extension. */
export const MEDIA_KEY_PATTERN = /^(?:[a-z0-9_-]+\/)+[a-z0-9_-]+\.[a-z0-9]{2,5}$/;
const FOLDER_PATTERN = /^(?:[a-z0-9_-]+\/)+$/;

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  m4a: 'audio/mp4',
  // Speech-to-text uploads kept until their job decodes them.
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
};

/** The content type a key is served with; throws for a key the server could not have made. */
export function mediaContentType(key: string): string {
  const type = MEDIA_KEY_PATTERN.test(key)
    ? MEDIA_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)]
    : undefined;
  if (!type) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return type;
}

export function assertMediaFolder(prefix: string): void {
  if (!FOLDER_PATTERN.test(prefix)) throw new Error(`Not a media folder: ${JSON.stringify(prefix)}`);
}

/**
 * Writes every file; when one fails, waits for the others, removes them all (as far as the
 * store still lets) and throws the first failure, so a failed write leaves no file behind.
 */
export async function putAll(
  storage: TMediaStorage,
  files: readonly { key: string; bytes: Buffer }[],
): Promise<void> {
  const writes = await Promise.allSettled(files.map((file) => storage.put(file.key, file.bytes)));
  const failed = writes.find((write) => write.status === 'rejected');
  if (!failed) return;
  await storage.delete(files.map((file) => file.key)).catch(() => undefined);
  throw failed.reason;
}
