import { useEffect } from 'react';
import { productName } from '@/lib/product-name';
import { usePageTitle } from './page-title';

export function formatDocumentTitle(title: string | undefined): string {
  return title ? `${title} · ${productName}` : `${productName} · AI content creation studio`;
}

/** Sets document.title from the deepest matched route's `handle.title`. */
export function DocumentTitle() {
  const title = usePageTitle();

  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);

  return null;
}
