import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzip,
} from 'node:zlib';
import type { TEncoding } from './accept-encoding.js';
import { contentTypeFor, isCompressible } from './content-types.js';
import { applyProductName } from './html.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
const COMPRESS_MIN_BYTES = 1024;

export interface TWebAsset {
  body: Buffer;
  /** Precompressed variants, present only when smaller than the body. */
  encoded: Partial<Record<TEncoding, Buffer>>;
  etag: string;
  contentType: string;
  cacheControl: string;
}

/** URL path → asset; keys are decoded paths such as `/assets/index-3f2a.js`. */
export type TWebAssets = Map<string, TWebAsset>;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return listFiles(path);
        return Promise.resolve(entry.isFile() ? [path] : []);
      }),
  );
  return nested.flat();
}

async function compress(body: Buffer, contentType: string): Promise<TWebAsset['encoded']> {
  if (body.length <= COMPRESS_MIN_BYTES || !isCompressible(contentType)) return {};
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { ...(br.length < body.length ? { br } : {}), ...(gz.length < body.length ? { gzip: gz } : {}) };
}

const DECODERS: Record<TEncoding, (data: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
/** The document the build writes for every path of the app without one of its own (decision 020). */
export const SHELL_FILE = 'shell.html';

const SUFFIXES: Record<TEncoding, string> = { br: '.br', gzip: '.gz' };

/** A variant the build wrote beside the file (`name.br`), if present and decoding to `body`. */
async function readPrecompressed(
  file: string,
  body: Buffer,
  encoding: TEncoding,
): Promise<Buffer | undefined> {
  const encoded = await readFile(file + SUFFIXES[encoding]).catch(() => undefined);
  if (!encoded || encoded.length >= body.length) return undefined;
  try {
    return DECODERS[encoding](encoded).equals(body) ? encoded : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The build's compressed variants (apps/web/build/precompress.ts) when both are there and
 * still match the file (index.html after the product-name rewrite does not); otherwise
 * compressed here, which costs seconds of brotli q11 for a whole app.
 */
async function encodedVariants(
  file: string,
  body: Buffer,
  contentType: string,
): Promise<TWebAsset['encoded']> {
  const [br, gzip] = await Promise.all([
    readPrecompressed(file, body, 'br'),
    readPrecompressed(file, body, 'gzip'),
  ]);
  if (br && gzip) return { br, gzip };
  return compress(body, contentType);
}

async function buildAsset(file: string, urlPath: string, body: Buffer): Promise<TWebAsset> {
  const contentType = contentTypeFor(urlPath);
  return {
    body,
    encoded: await encodedVariants(file, body, contentType),
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentType,
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
  };
}

/** Build outputs that are another file's compressed variant, not pages or assets of their own. */
function isVariant(file: string, files: ReadonlySet<string>): boolean {
  return Object.values(SUFFIXES).some(
    (suffix) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)),
  );
}

/**
 * Reads the built web app into memory with its compressed variants, the product name
 * applied to its HTML documents. Null when the directory holds no shell document (not built).
 */
export async function loadWebAssets(dir: string, productName: string): Promise<TWebAssets | null> {
  if (!existsSync(join(dir, SHELL_FILE))) return null;
  const files = await listFiles(dir);
  const all = new Set(files);
  const assets = await Promise.all(
    files
      .filter((file) => !isVariant(file, all))
      .map(async (file) => {
        const urlPath = `/${relative(dir, file).split(sep).join('/')}`;
        let body = await readFile(file);
        if (urlPath.endsWith('.html'))
          body = Buffer.from(applyProductName(body.toString('utf8'), productName));
        return [urlPath, await buildAsset(file, urlPath, body)] as const;
      }),
  );
  return new Map(assets);
}
