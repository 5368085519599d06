import { DEFAULT_PRODUCT_NAME } from '@inkwell/contract';

/**
 * The server rewrites `<meta name="product-name">` with its PRODUCT_NAME setting
 * (decision 005); without the tag (tests, a bare dev server) the contract's default applies.
 */
export function readProductName(doc: Document | undefined = globalThis.document): string {
  // The build's prerender (no document) uses the default, which the server replaces (decision 020).
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="product-name"]')?.content.trim();
  return content || DEFAULT_PRODUCT_NAME;
}

/** Lowercase slug used as the storage-key suffix: "Inkwell" → "inkwell", "Ink Well!" → "ink-well". */
export function slugifyProductName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || DEFAULT_PRODUCT_NAME.toLowerCase();
}

/** Read once at start-up: renaming the product needs a restart, not a rebuild. */
export const productName = readProductName();
export const productSlug = slugifyProductName(productName);
