import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      css: false,
      restoreMocks: true,
      // One module cache for all files (each still gets a fresh DOM via cleanup and the
      // store resets in setup.ts): importing the app per file was most of the suite's time.
      isolate: false,
    },
  }),
);
