import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';

/** A file of a form, in memory (small images: avatars, support screenshots). */
export interface TMemoryFile {
  /** The name the user gave it, cleaned (`cleanFileName`). */
  name: string;
  bytes: Buffer;
}

/** A file of a form, written to a temporary file that lives until the endpoint has answered. */
export interface TTempFile {
  name: string;
  /** `<n>.<extension>` in a folder of this upload's own; the extension is the name's, lower-cased. */
  path: string;
}

/**
 * Where the reader puts each file it takes: `take` reads the part to its end (the parser has
 * already cut it at the endpoint's size limit; the reader refuses a cut one), `dispose` removes
 * whatever the upload left once the endpoint has answered or refused.
 */
export interface TUploadSink<F> {
  take(part: MultipartFile): Promise<F>;
  dispose(): Promise<void>;
}

/** The name as the user knows it, without folders or control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  return name
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}]/gu, '')
    .slice(0, 200);
}

/** Each file collected in memory, up to the endpoint's size limit. */
export function inMemory(): TUploadSink<TMemoryFile> {
  return {
    async take(part) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      return { name: cleanFileName(part.filename), bytes: Buffer.concat(chunks) };
    },
    async dispose() {},
  };
}

/**
 * Each file streamed to a folder made for this upload (an audio file of many MB never sits in
 * memory); the folder and everything in it is removed by `dispose`.
 */
export function toTempFiles(): TUploadSink<TTempFile> {
  let dir: string | undefined;
  let count = 0;
  return {
    async take(part) {
      dir ??= await mkdtemp(join(tmpdir(), 'inkwell-upload-'));
      const extension = extname(part.filename).slice(1).toLowerCase();
      const path = join(dir, `${count++}.${/^[a-z0-9]{1,8}$/.test(extension) ? extension : 'bin'}`);
      await pipeline(part.file, createWriteStream(path));
      return { name: cleanFileName(part.filename), path };
    },
    async dispose() {
      // Whatever happens to the folder, the answer stands: rm with force only fails on a broken disk.
      if (dir) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
