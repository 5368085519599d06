import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { minifyPublicScriptsPlugin } from './build/minify-public-scripts.ts';
import { precompressPlugin } from './build/precompress.ts';
import { pageDocumentsPlugin } from './build/page-documents-plugin.ts';
import { zodWithoutJsonSchemaPlugin } from './build/zod-without-json-schema.ts';

// `source` makes @inkwell/contract resolve to its TypeScript sources (no build step needed).
export default defineConfig({
  plugins: [
    // React's API on Preact's runtime (decision 054): react and react-dom are Preact's compat
    // layer by the root package.json's overrides, so the aliases this plugin can add stay off.
    preact({ reactAliasesEnabled: false }),
    tailwindcss(),
    zodWithoutJsonSchemaPlugin(),
    pageDocumentsPlugin(),
    minifyPublicScriptsPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the first-load budget (build/check-first-load.ts) follows its
    // imports; the server skips dot-folders, so it is never served.
    manifest: true,
    rolldownOptions: {
      output: {
        // An icon chunk is named after every page that shares it; its file name need not be:
        // each name is in the entry's preload map, which every first load downloads. For the
        // same reason the hashes are 7 characters, not 8 (the fewest the bundler allows for
        // this many chunks): random characters do not compress, and the map names about 250.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('icons~') ? 'assets/icons-[hash:7].js' : 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The form helpers ride together, without what they import (alert, label: pages
            // without forms use those): a page that only reads an error (readErrorMessage) would
            // otherwise split them into 3 files on every form's first load (the AI chat pages
            // did, on /login). They run nothing at import, so their order does not matter.
            {
              name: 'forms',
              test: /src[\\/](lib[\\/](use-zod-form|read-form-errors)|components[\\/]ui[\\/](form-field|form-alert))\.tsx?$/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The text field, the fieldset that keeps a prerendered form inert until the app runs
            // and the pending button with its spinner ride together: the home page's and the
            // login's forms load them all (four files of 0.2-0.5 KB each before).
            {
              name: 'fields',
              test: /src[\\/]components[\\/]ui[\\/](input|hydrated-fieldset|pending-button|spinner)\.tsx?$/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The query library and the page's one client ride together: they load with the
            // first part that queries (lib/with-queries.tsx), never with the entry (split along
            // its users' lines, it was six files on /user).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](query-client|query-boundary)\.tsx?$/,
              priority: 1,
            },
            // Icons ride in one chunk per set of pages that use them (no chunk per icon); a set
            // under 2 KB joins its closest neighbour (at 3 KB, merges put other pages' icons on /).
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react/,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 2000,
            },
          ],
        },
      },
    },
  },
});
