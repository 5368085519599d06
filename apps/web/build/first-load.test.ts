import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  collectStaticFiles,
  listHtmlAssets,
  measureFirstLoad,
  type TManifest,
} from './first-load';

const manifest: TManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-b.js'],
    dynamicImports: ['src/home.tsx', 'src/login.tsx'],
    css: ['assets/index-a.css'],
  },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/home.tsx': {
    file: 'assets/home-c.js',
    isDynamicEntry: true,
    imports: ['_icons-d.js', '_shared-b.js'],
  },
  '_icons-d.js': { file: 'assets/icons-d.js', dynamicImports: ['src/dialog.tsx'] },
  'src/dialog.tsx': { file: 'assets/dialog-e.js', isDynamicEntry: true },
  'src/login.tsx': { file: 'assets/login-f.js', isDynamicEntry: true },
};

const html = `<head>
  <script src="/theme-init.js"></script>
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  <link rel="preload" href="/assets/inter-latin.woff2" as="font" type="font/woff2" crossorigin="">
  <link rel="modulepreload" crossorigin="" href="/assets/home-c.js">
  <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
</head>`;

describe('first-load budget', () => {
  it('reads the scripts, style sheets and module preloads of index.html, not fonts or icons', () => {
    expect(listHtmlAssets(html)).toEqual([
      'theme-init.js',
      'assets/index-a.js',
      'assets/index-a.css',
      'assets/home-c.js',
    ]);
  });

  it('follows static imports and CSS, never dynamic imports', () => {
    expect(collectStaticFiles(manifest, ['src/home.tsx']).sort()).toEqual([
      'assets/home-c.js',
      'assets/icons-d.js',
      'assets/shared-b.js',
    ]);
  });

  it('counts each file once: index.html, the entry and the route chunks', () => {
    const load = measureFirstLoad(manifest, html, { path: '/login', modules: ['src/login.tsx'] }, () => 1024);
    expect(load.files.map(({ file }) => file).sort()).toEqual([
      'assets/home-c.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/login-f.js',
      'assets/shared-b.js',
      'theme-init.js',
    ]);
    expect(load.totalBytes).toBe(6 * 1024);
  });

  it('fails a page over its size or its file count, and passes one within both', () => {
    const load = { path: '/', files: [{ file: 'a.js', bytes: 111 * 1024 }], totalBytes: 111 * 1024 };
    expect(checkBudget(load, { path: '/', maxKb: 110, maxFiles: 12 })).toEqual([
      '/: 111.0 KB of JS+CSS (brotli) is over its 110 KB budget',
    ]);
    expect(checkBudget(load, { path: '/', maxKb: 120, maxFiles: 0 })).toEqual([
      '/: 1 files is over its budget of 0',
    ]);
    expect(checkBudget(load, { path: '/', maxKb: 120, maxFiles: 1 })).toEqual([]);
  });

  it('names a route module that is missing from the manifest', () => {
    expect(() => collectStaticFiles(manifest, ['src/gone.tsx'])).toThrow(
      '"src/gone.tsx" is not in the build manifest',
    );
  });
});
