import { pageKeys, pages, type PageKey } from '../src/config/pages';

/** One page of the app to open: where, and whether it needs a signed-in (admin) visitor. */
export interface PageToVisit {
  key: PageKey;
  url: string;
  signedIn: boolean;
}

/** A concrete URL for a route pattern: `:id` becomes 1, the catch-all an unknown path. */
function toUrl(path: string): string {
  return path === '*' ? '/no-such-page' : path.replace(/:[^/]+/g, '1');
}

const SIGNED_IN_PAGES = new Set<PageKey>(['sandboxCheckout']);

/** Every page in the page table (config/pages.ts), so a new page is visited without a test edit. */
export function listPagesToVisit(): PageToVisit[] {
  return pageKeys.map((key) => {
    const { path, access } = pages[key];
    const signedIn = access === 'user' || access === 'admin' || SIGNED_IN_PAGES.has(key);
    return { key, url: toUrl(path), signedIn };
  });
}
