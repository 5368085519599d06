import type { ComponentProps, JSX } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { cn } from '@/lib/utils';
import { CodeBlock } from './code-block';
import { MarkdownCode } from './markdown-code';
import { MarkdownImage } from './markdown-image';
import { MarkdownLink } from './markdown-link';
import { MarkdownCell, MarkdownTable } from './markdown-table';

type TTag = keyof JSX.IntrinsicElements;

/**
 * The element with chat-sized Tailwind classes added to any markdown gave it (task lists'
 * `contains-task-list`, footnotes' `sr-only`). The project has no typography plugin, so every
 * element an answer can contain is styled here. react-markdown's `node` is not passed on.
 */
function styled<T extends TTag>(Tag: T, classes: string) {
  function Styled({ node: _node, className, ...props }: ComponentProps<T> & ExtraProps) {
    const Element = Tag as 'div';
    return <Element {...(props as ComponentProps<'div'>)} className={cn(classes, className)} />;
  }
  Styled.displayName = `Markdown.${Tag}`;
  return Styled;
}

const heading = 'mt-4 mb-2 font-semibold leading-snug first:mt-0';

/** react-markdown's `components`: what each markdown element renders as in an answer. */
export const markdownComponents: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  pre: CodeBlock,
  code: MarkdownCode,
  table: MarkdownTable,
  p: styled('p', 'my-2 first:mt-0 last:mb-0'),
  h1: styled('h1', cn(heading, 'text-lg')),
  h2: styled('h2', cn(heading, 'text-base')),
  h3: styled('h3', cn(heading, 'text-sm')),
  h4: styled('h4', cn(heading, 'text-sm')),
  h5: styled('h5', cn(heading, 'text-sm text-muted-foreground')),
  h6: styled('h6', cn(heading, 'text-sm text-muted-foreground')),
  ul: styled(
    'ul',
    'my-2 list-disc space-y-1 pl-6 first:mt-0 last:mb-0 [&.contains-task-list]:list-none [&.contains-task-list]:pl-1',
  ),
  ol: styled('ol', 'my-2 list-decimal space-y-1 pl-6 first:mt-0 last:mb-0'),
  li: styled('li', '[&>ol]:my-1 [&>p]:my-1 [&>ul]:my-1'),
  input: styled('input', 'mr-2 size-3.5 align-middle accent-primary'),
  blockquote: styled(
    'blockquote',
    'my-3 border-l-4 border-border pl-3 text-muted-foreground first:mt-0 last:mb-0',
  ),
  hr: styled('hr', 'my-4 border-border'),
  thead: styled('thead', 'bg-muted/60'),
  th: MarkdownCell,
  td: MarkdownCell,
  strong: styled('strong', 'font-semibold'),
  del: styled('del', 'text-muted-foreground'),
};
