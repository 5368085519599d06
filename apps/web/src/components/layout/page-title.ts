import { useMatches } from 'react-router';

/** What a route tells the layout; the router fills it from the page table (`config/pages.ts`). */
export interface RouteHandle {
  /** The page name shown before the product name in the tab, e.g. "About Us · Inkwell". */
  title?: string;
}

/** The deepest matched route's `handle.title`. */
export function usePageTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
}
