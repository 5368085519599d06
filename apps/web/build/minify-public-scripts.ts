import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { minify, type Plugin } from 'vite';

/** Scripts of public/ that pages load as they are (not through the bundler). */
const PUBLIC_SCRIPTS = ['before-paint.js'];

/**
 * Minifies the scripts public/ holds once the build has copied them, so visitors load the code
 * without its comments (before-paint.js is on every page's first load). Runs before
 * precompressPlugin's closeBundle compresses them.
 */
export function minifyPublicScriptsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'inkwell-minify-public-scripts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      for (const name of PUBLIC_SCRIPTS) {
        const file = resolve(outDir, name);
        const result = await minify(name, await readFile(file, 'utf8'));
        if (result.errors.length > 0) throw new Error(`${name}: ${result.errors[0]!.message}`);
        await writeFile(file, result.code);
      }
    },
  };
}
