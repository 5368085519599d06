import { DEFAULT_PRODUCT_NAME } from '@inkwell/contract';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const inDefaultName = (text: string, name: string) => text.split(DEFAULT_PRODUCT_NAME).join(name);

/**
 * Puts the configured product name in the page (docs/decisions/005): the content of
 * `<meta name="product-name">`, and the default name inside `<title>` and in the body, where
 * a prerendered page (decision 020) was rendered with the default name.
 */
export function applyProductName(html: string, productName: string): string {
  const name = escapeHtml(productName);
  return html
    .replace(/<meta\b[^>]*\bname=["']product-name["'][^>]*>/i, (tag) =>
      tag.replace(
        /\bcontent=(["'])[^"']*\1/i,
        (_attribute, quote: string) => `content=${quote}${name}${quote}`,
      ),
    )
    .replace(
      /<title>([^<]*)<\/title>/i,
      (_tag, title: string) => `<title>${inDefaultName(title, name)}</title>`,
    )
    .replace(/<body\b[^>]*>[\s\S]*<\/body>/i, (body) => inDefaultName(body, name));
}
