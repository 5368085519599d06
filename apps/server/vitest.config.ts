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
    // One template database per run, migrated and seeded once; each test app starts on a
    // copy of it (test/helpers/build-app.ts).
    globalSetup: ['./test/setup/template-database.ts'],
    // Test files run in worker processes, files in parallel across workers. Each file still
    // builds its own app on its own database, but a worker keeps its module cache from one
    // file to the next (isolate: false): importing the app costs about a second per file,
    // which was half of the suite's time. Tests must therefore leave no global state behind
    // (restore spies, close what they open).
    pool: 'forks',
    fileParallelism: true,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
