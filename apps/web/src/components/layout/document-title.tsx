import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { productName } from '@/lib/product-name';

export interface RouteHandle {
  /** The page name shown before the product name in the tab, e.g. "About Us · Inkwell". */
  title?: string;
}

export function formatDocumentTitle(title: string | undefined): string {
  return title ? `${title} · ${productName}` : `${productName} · AI content creation studio`;
}

/** Sets document.title from the deepest matched route's `handle.title`. */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);

  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);

  return null;
}
