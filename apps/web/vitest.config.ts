import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
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
      // zod through the build's plugins, as the browser gets it (without its JSON Schema
      // modules: build/zod-without-json-schema.ts), not Node's copy of the package.
      server: { deps: { inline: ['zod'] } },
    },
  }),
);
