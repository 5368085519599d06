import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The landing page's route module: its chunk is fetched beside the entry, not after it. */
const LANDING_ROUTE = 'src/app/routes/public/home.tsx';
/** The Inter subset the app's text uses (Latin); the other subsets load only if a page needs them. */
const FONT_FILE = /(?:^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

function landingChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(LANDING_ROUTE));
  if (!entry || !route) throw new Error(`preload-first-paint: no entry or no chunk for ${LANDING_ROUTE}`);
  const loaded = new Set([entry.fileName, ...entry.imports]);
  return [route.fileName, ...route.imports].filter((file) => !loaded.has(file));
}

/**
 * Adds to index.html what the first paint waits for beyond the entry (issue 10): the home route's
 * chunk and its static imports (`modulepreload`, so the request chain is page → entry and route
 * together, not one after the other) and the Latin Inter file (so text is drawn once, in Inter).
 */
export function preloadFirstPaintPlugin(): Plugin {
  return {
    name: 'inkwell-preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const font = Object.keys(bundle).find((file) => FONT_FILE.test(file));
        if (!font) throw new Error('preload-first-paint: the Latin Inter font is not in the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
          ...landingChunks(bundle).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
