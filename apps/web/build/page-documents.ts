/**
 * The HTML documents the server answers with (decision 020). Each page listed here gets its own
 * `index.html` under its path: the shell plus `modulepreload`s of its route chunks (so the
 * request chain is page → entry and route together, not one after the other) and, for a public
 * page that looks the same to every visitor, its markup rendered at build time, so the page is
 * drawn before its JS runs. Every other path gets `shell.html`, which preloads no route.
 */
export interface TPageDocument {
  /** The URL path the server answers with this document. */
  path: string;
  /**
   * What the page loads before it is usable, as the build manifest keys the modules: its area's
   * route table (the router discovers routes on navigation), its route modules, and for a page that fetches data, the API client its first request loads.
   */
  modules: string[];
  /**
   * Rendered to HTML by the build (src/prerender.tsx): `hydrate` for a public page with the same
   * first view for all (the browser hydrates it); `placeholder` for a signed-in page, drawn as it
   * looks while its data loads and replaced by the app's first render (decision 024); false for
   * none.
   */
  prerender: 'hydrate' | 'placeholder' | false;
}

export const PAGE_DOCUMENTS: readonly TPageDocument[] = [
  {
    path: '/',
    modules: ['src/app/routes/public/routes.ts', 'src/app/routes/public/home.tsx'],
    prerender: 'hydrate',
  },
  {
    path: '/login',
    modules: ['src/app/routes/public/routes.ts', 'src/app/routes/public/login.tsx'],
    prerender: 'hydrate',
  },
  {
    path: '/sign-up',
    modules: ['src/app/routes/public/routes.ts', 'src/app/routes/public/sign-up.tsx'],
    prerender: 'hydrate',
  },
  {
    path: '/user',
    modules: ['src/app/routes/user/routes.ts', 'src/app/routes/user/dashboard.tsx'],
    prerender: 'placeholder',
  },
];

/** The document every other path of the app is answered with (the server's SPA fallback). */
export const SHELL_FILE = 'shell.html';

/** Where a page's document is written in the build: `/` → index.html, `/login` → login/index.html. */
export function documentFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The document a browser loading `path` gets. */
export function documentFor(path: string): string {
  return PAGE_DOCUMENTS.some((page) => page.path === path) ? documentFile(path) : SHELL_FILE;
}
