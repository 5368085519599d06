import { useMatches } from 'react-router';
import type { RouteHandle } from './document-title';

/** The deepest matched route's `handle.title`. */
export function usePageTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
}
