import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Packages Node may load as they are: none imports react or preact. Every other package goes
 * through Vite, as in the browser, so `react` is Preact's compat layer in one copy (decision 054):
 * a package Node loads would get Preact's CommonJS build, a second Preact whose hooks see no
 * component. These are the markdown pipeline's, the charts' and the test tools' own.
 */
const LOADED_BY_NODE = [
  'highlight\\.js',
  'lowlight',
  'chart\\.js',
  'msw',
  '@mswjs',
  'jsdom',
  'micromark[\\w-]*',
  '(?:mdast|hast|unist|vfile|remark|rehype|estree)-[\\w-]+',
  'unified',
  'parse5',
  'entities',
  'property-information',
];
const THROUGH_VITE = new RegExp(`[\\\\/]node_modules[\\\\/](?!(?:${LOADED_BY_NODE.join('|')})[\\\\/])`);

export default mergeConfig(
  viteConfig,
  defineConfig({
    // A package's ES module build, not its CommonJS one: see THROUGH_VITE.
    resolve: { mainFields: ['module', 'jsnext:main', 'jsnext'] },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      css: false,
      restoreMocks: true,
      // One module cache for all files (each still gets a fresh DOM via cleanup and the
      // store resets in setup.ts): importing the app per file was most of the suite's time.
      isolate: false,
      // The gate runs this suite beside typecheck, lint and the browser suite on two cores: a
      // render that takes 2 s alone can take 8 s there. A hang still fails, within 30 s.
      testTimeout: 30_000,
      // Packages through the build's plugins, as the browser gets them: zod without its JSON
      // Schema modules (build/zod-without-json-schema.ts), react as Preact (THROUGH_VITE).
      server: { deps: { inline: [THROUGH_VITE] } },
      // The packages that import React, pre-bundled once per run as Vite's dev server does (each
      // with what it imports, one Preact among them): sent through Vite file by file, Radix's
      // sixty packages made the first test to open a dialog take more than ten seconds.
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              'preact',
              'preact/hooks',
              'preact/compat',
              'preact/compat/client',
              'preact/jsx-runtime',
              'preact/test-utils',
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              '@testing-library/preact',
              'radix-ui',
              'react-router',
              'react-router/dom',
              '@tanstack/react-query',
              'lucide-react',
              'sonner',
              'zustand',
              'zustand/middleware',
            ],
          },
        },
      },
    },
  }),
);
