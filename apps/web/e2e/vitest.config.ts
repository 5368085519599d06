import { defineConfig } from 'vitest/config';

// End-to-end: a real Chromium (Debian's) drives the built app started as `npm start` starts it.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // CI retries a failed test once (decision 035); the flaky reporter names each that needed it.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './flaky-reporter.ts'],
  },
});
