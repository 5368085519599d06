import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A document as the build writes it (apps/web/build/page-documents-plugin.ts), with `root` inside. */
const document = (root: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="product-name" content="Inkwell" />
    <title>Inkwell — AI content studio</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-Bx7k2Qa9.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-D4f0aa1c.css">
  </head>
  <body><div id="root">${root}</div></body>
</html>
`;

/** The shell every path without a document of its own is answered with. */
export const FIXTURE_SHELL_HTML = document('');
/** Prerendered pages, written with the default product name. */
export const FIXTURE_HOME_HTML = document('<a aria-label="Inkwell home" href="/">Inkwell</a><h1>Home</h1>');
export const FIXTURE_LOGIN_HTML = document('<h1>Log in to Inkwell</h1>');

/** Compressible, and over the 1 KiB threshold. */
export const FIXTURE_BUNDLE = `export const routes = ${JSON.stringify(
  Array.from({ length: 80 }, (_, i) => ({ path: `/user/page-${i}`, title: `Page ${i}` })),
)};\n`;

export const OUTSIDE_SECRET = 'TOP-SECRET-OUTSIDE-DIST';

/**
 * A built web app as Vite lays it out, inside a parent directory that also holds a file
 * the server must never serve.
 */
export async function createWebDistFixture(): Promise<{ root: string; dist: string }> {
  const root = await mkdtemp(join(tmpdir(), 'inkwell-web-'));
  const dist = join(root, 'dist');
  const files: Record<string, string> = {
    'index.html': FIXTURE_HOME_HTML,
    'login/index.html': FIXTURE_LOGIN_HTML,
    'shell.html': FIXTURE_SHELL_HTML,
    'assets/index-Bx7k2Qa9.js': FIXTURE_BUNDLE,
    'assets/index-D4f0aa1c.css': 'body{margin:0}',
    'avatars/amelia-hart.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'theme-init.js': 'document.documentElement.dataset.theme = "light";',
    '.vite/manifest.json': '{}',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), content);
  }
  await writeFile(join(root, 'secret.txt'), OUTSIDE_SECRET);
  await writeFile(join(root, 'package.json'), `{"name":"${OUTSIDE_SECRET}"}`);
  return { root, dist };
}
