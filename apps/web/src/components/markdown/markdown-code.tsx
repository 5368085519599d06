import { use, type ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { cn } from '@/lib/utils';
import { InCodeBlockContext } from './code-block-context';

/**
 * `<code>` in an answer: a small monospace pill inline; inside a code block it keeps only
 * rehype-highlight's classes, since the block draws its own frame.
 */
export function MarkdownCode({ node: _node, className, ...props }: ComponentProps<'code'> & ExtraProps) {
  const inBlock = use(InCodeBlockContext);
  return (
    <code
      className={
        inBlock
          ? className
          : cn('rounded bg-muted px-1.5 py-0.5 font-mono text-[0.85em] break-words', className)
      }
      {...props}
    />
  );
}
