import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import house from './scripts/eslint/house-rules.js';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

const fromApp = { regex: '^@/app(/|$)', message: 'Only app/ composes; nothing imports from it.' };

// Import direction (bulletproof-react): shared code never imports features or app/;
// a feature never imports another feature or app/, nor climbs out of its own folder.
const webImportDirection = [
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [fromApp, { regex: '^@/features(/|$)', message: 'Shared code never imports features.' }],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            fromApp,
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message: 'Features never import each other; compose them in app/.',
            },
            { regex: '^(\\.\\./){3,}', message: 'Leave a feature through @/ paths to shared code only.' },
          ],
        },
      ],
    },
  })),
];

// The server's layers (docs/decisions/010): routes → services → repositories → db, with
// providers (the outside world) at the side. ESLint's later entries replace earlier options of
// the same rule, so every entry repeats the server-wide pattern.
const noWebCode = { group: ['@inkwell/web', 'react'], message: 'The server never imports web code.' };
const layer = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [noWebCode, ...patterns] }] },
});
const serverLayers = [
  layer(['apps/server/**/*.ts']),
  layer(
    ['apps/server/src/routes/**/*.ts'],
    {
      regex: '(^|/)(db|repositories)(/|$)',
      message: 'Routes call services; queries and the database live below them.',
    },
    { group: ['kysely'], message: 'Routes call services; queries and the database live below them.' },
  ),
  layer(['apps/server/src/repositories/**/*.ts'], {
    regex: '(^|/)(services|routes|plugins)(/|$)',
    message: 'Repositories hold queries only; services call them, never the reverse.',
  }),
  layer(['apps/server/src/providers/**/*.ts'], {
    regex: '(^|/)(services|repositories|routes|plugins)(/|$)',
    message: 'Providers talk to the outside world only; services compose them with repositories.',
  }),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'screenshots/**',
      'apps/web/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webImportDirection,
  {
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { house },
    rules: { 'house/class-named-as-file': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/query-state.tsx', 'apps/web/src/components/ui/search-field.tsx'],
    plugins: { house },
    rules: { 'house/no-is-error': 'error', 'house/search-field-only': 'error' },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@inkwell/*', 'react', 'fastify'], message: 'The contract depends on zod only.' },
          ],
        },
      ],
    },
  },
  ...serverLayers,
  // Endpoints are declared once, in the contract (decision 051): the server registers them with
  // route(), the web calls them with callEndpoint(); neither writes a URL of its own.
  {
    files: ['apps/server/src/routes/api/v1/**/*.ts'],
    ignores: ['apps/server/src/routes/api/v1/endpoint-route.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|route)$/]",
          message: 'Register a contract endpoint with route() (routes/api/v1/endpoint-route.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{app,components,features}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@/lib/api-client'] > ImportSpecifier[imported.name=/^(apiClient|request)$/]",
          message: 'Call a contract endpoint with callEndpoint() (lib/endpoint-client.ts).',
        },
      ],
    },
  },
);
