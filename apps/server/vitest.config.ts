import { defineConfig } from 'vitest/config';

// Resolve @inkwell/contract to its TypeScript source, as tsc and tsx do. Tests run in
// Vite's server environment, whose conditions Vitest also hands to Node (--conditions), so
// they stay Vite's server defaults plus `source`, without `module` or `import`, which would
// make require() pick packages' ESM builds.
const conditions = ['source', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each test file builds its own app on a fresh database (test/helpers/build-app.ts), so
    // files run in parallel, each in its own worker process.
    pool: 'forks',
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
