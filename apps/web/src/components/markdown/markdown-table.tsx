import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { cn } from '@/lib/utils';

/** A table scrolls sideways in its own box rather than widening the chat; the box is focusable
 *  so a keyboard can scroll it. */
export function MarkdownTable({ node: _node, className, ...props }: ComponentProps<'table'> & ExtraProps) {
  return (
    <div tabIndex={0} className="focus-ring my-3 overflow-x-auto first:mt-0 last:mb-0">
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

const ALIGN_CLASSES: Record<string, string> = {
  center: 'text-center',
  right: 'text-right',
};

/**
 * A header or body cell. react-markdown turns a GFM column's alignment (`| ---: |`) into an
 * inline `style`; the CSP allows no inline styles, so it becomes a Tailwind class instead.
 */
export function MarkdownCell({
  node,
  style: _style,
  className,
  ...props
}: ComponentProps<'td'> & ExtraProps) {
  const Cell = node?.tagName === 'th' ? 'th' : 'td';
  const align = ALIGN_CLASSES[String(node?.properties.align)] ?? 'text-left';
  return (
    <Cell
      className={cn(
        'border border-border px-3 py-1.5 align-top',
        Cell === 'th' && 'font-semibold',
        align,
        className,
      )}
      {...props}
    />
  );
}
