import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser loads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length <= MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Writes `name.br` and `name.gz` beside each text file of the build, so the server loads
 * compressed bytes instead of spending seconds of brotli q11 on every start.
 * The server checks each one against its file and compresses itself what is missing.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'inkwell-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(precompress));
    },
  };
}
