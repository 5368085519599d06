import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { cn } from '@/lib/utils';

/**
 * A link in an answer. `safeUrl` has already removed an address that may not be followed; such a
 * link is left as its words, never an `<a>` without an address. Links open in a new tab so the
 * conversation stays, without handing the opened page this window (`noopener`, `noreferrer`) or
 * vouching for it to search engines (`nofollow`); in-page fragments (footnotes) stay in place.
 */
export function MarkdownLink({
  node: _node,
  href,
  className,
  children,
  ...props
}: ComponentProps<'a'> & ExtraProps) {
  if (!href) return <>{children}</>;
  const external = !href.startsWith('#');
  return (
    <a
      {...props}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer nofollow' : undefined}
      className={cn(
        'font-medium text-brand underline underline-offset-2 break-words hover:no-underline',
        className,
      )}
    >
      {children}
    </a>
  );
}
