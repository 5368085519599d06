import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { documentFile, PAGE_DOCUMENTS, SHELL_FILE } from './page-documents.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The Inter subset the app's text uses (Latin); the other subsets load only if a page needs them. */
const FONT_FILE = /(?:^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;
const PRERENDER_ENTRY = 'src/prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin="" href="/${file}">`;
const fontTag = (file: string) =>
  `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin="">`;
const addToHead = (html: string, tags: string[]) => html.replace('</head>', `${tags.join('')}</head>`);

/** The app's module script and module preloads, which a prerendered page asks for once drawn. */
const APP_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
/** Where before-paint.js finds them (public/before-paint.js). */
const AFTER_PAINT_ID = 'app-after-paint';

/**
 * A prerendered page: its markup in #root, and the app's code moved into an inert template that
 * before-paint.js inserts on the frame after the page is drawn, so the first paint waits for the
 * HTML and CSS alone, not for a link shared with the JS (decision 020). A placeholder's root is
 * marked so the app renders over it instead of hydrating it (decision 024).
 */
function prerenderedDocument(html: string, markup: string, mode: 'hydrate' | 'placeholder'): string {
  const tags = html.match(APP_TAGS) ?? [];
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('page-documents: no module script');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`page-documents: no ${EMPTY_ROOT} to prerender into`);
  const template = `<template id="${AFTER_PAINT_ID}">${tags.join('')}</template>`;
  const root = mode === 'placeholder' ? '<div id="root" data-placeholder="">' : '<div id="root">';
  return html.replace(APP_TAGS, '').replace(EMPTY_ROOT, `${root}${markup}</div>${template}`);
}

/** The chunks of these modules and everything they import statically, less what the entry loads. */
function chunksOf(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('page-documents: the build has no entry chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set([entry.fileName, ...entry.imports]);
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.push(chunk.fileName);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  for (const module of modules) {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`page-documents: no chunk for ${module}`);
    visit(chunk);
  }
  return files;
}

type TPrerender = (path: string) => Promise<string>;

/**
 * Builds src/prerender.tsx for Node (the same config, no client plugins) and loads it: in one
 * file with every package in it, so the pages and the renderer share one Preact (decision 054).
 * Left to Node, a CommonJS package would load Preact's CommonJS build, and a chunk imported by
 * the cache-busted entry would load the entry again.
 */
async function loadPrerender(config: ResolvedConfig): Promise<TPrerender> {
  const outDir = join(config.root, 'node_modules/.inkwell-prerender');
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: PRERENDER_ENTRY,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const url = pathToFileURL(join(outDir, 'prerender.js'));
  url.searchParams.set('build', String(Date.now()));
  const module = (await import(url.href)) as { prerender: TPrerender };
  return module.prerender;
}

/** Writes each page's document and the shell (page-documents.ts) from Vite's index.html. */
export function pageDocumentsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'inkwell-page-documents',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string')
        throw new Error('page-documents: no index.html in the build');
      const font = Object.keys(bundle).find((file) => FONT_FILE.test(file));
      if (!font) throw new Error('page-documents: the Latin Inter font is not in the build');
      const shell = addToHead(index.source, [fontTag(font)]);
      if (!shell.includes(EMPTY_ROOT)) throw new Error(`page-documents: index.html has no ${EMPTY_ROOT}`);
      const prerender = await loadPrerender(config);
      for (const page of PAGE_DOCUMENTS) {
        let html = addToHead(shell, chunksOf(bundle, page.modules).map(preloadTag));
        if (page.prerender) html = prerenderedDocument(html, await prerender(page.path), page.prerender);
        const fileName = documentFile(page.path);
        if (fileName === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName, source: html });
      }
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: shell });
    },
  };
}
