/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path. */
export interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type TManifest = Record<string, TManifestChunk>;

/** A page's first-load budget. */
export interface TPageBudget {
  path: string;
  maxKb: number;
  maxFiles: number;
}

/** A page and the modules it loads before it is usable (manifest keys), from page-documents.ts. */
export interface TPageLoad {
  path: string;
  modules: string[];
}

export interface TFirstLoad {
  path: string;
  files: { file: string; bytes: number }[];
  totalBytes: number;
}

/** Scripts and style sheets that index.html makes the browser fetch (absolute paths, no leading slash). */
export function listHtmlAssets(html: string): string[] {
  const assets = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) assets.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="\/([^"]+)"/.exec(tag)?.[1];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    if (href && (rel === 'stylesheet' || rel === 'modulepreload') && /\.(?:js|css)$/.test(href)) {
      assets.add(href);
    }
  }
  return [...assets];
}

/** The files of the given chunks and everything they import statically (not dynamic imports). */
export function collectStaticFiles(manifest: TManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** The manifest's entry chunk (index.html's module script). */
export function findEntryKey(manifest: TManifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  return entry[0];
}

/** JS and CSS a page fetches before it is usable: its document's assets, the entry and the page's modules. */
export function measureFirstLoad(
  manifest: TManifest,
  html: string,
  page: TPageLoad,
  sizeOf: (file: string) => number,
): TFirstLoad {
  const names = new Set([
    ...listHtmlAssets(html),
    ...collectStaticFiles(manifest, [findEntryKey(manifest), ...page.modules]),
  ]);
  const files = [...names]
    .filter((file) => /\.(?:js|css)$/.test(file))
    .map((file) => ({ file, bytes: sizeOf(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { path: page.path, files, totalBytes: files.reduce((sum, { bytes }) => sum + bytes, 0) };
}

/** The budget's complaints about one page; empty when it fits. */
export function checkBudget(load: TFirstLoad, budget: TPageBudget): string[] {
  const problems: string[] = [];
  const kb = load.totalBytes / 1024;
  if (kb > budget.maxKb) {
    problems.push(
      `${load.path}: ${kb.toFixed(1)} KB of JS+CSS (brotli) is over its ${budget.maxKb} KB budget`,
    );
  }
  if (load.files.length > budget.maxFiles) {
    problems.push(`${load.path}: ${load.files.length} files is over its budget of ${budget.maxFiles}`);
  }
  return problems;
}
