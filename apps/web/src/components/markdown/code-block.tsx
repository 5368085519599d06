import { useRef, type ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { InCodeBlockContext } from './code-block-context';
import { CopyTextButton } from '@/components/ui/copy-text-button';

/** The fence's language (`ts` for ```ts), from the class remark gives the block's `<code>`. */
function readLanguage(node: ExtraProps['node']): string | undefined {
  const code = node?.children[0];
  if (code?.type !== 'element') return undefined;
  const classes = code.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  return names.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

/**
 * A fenced code block (react-markdown's `pre`): a header naming the language with a Copy button,
 * then the highlighted code, scrolling sideways rather than wrapping so code keeps its shape.
 * The copy reads the rendered text, so it is exactly what is shown, even mid-stream.
 */
export function CodeBlock({ node, children }: ComponentProps<'pre'> & ExtraProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const language = readLanguage(node) ?? 'code';

  return (
    <div className="my-3 overflow-hidden rounded-lg border border-border bg-muted/50 first:mt-0 last:mb-0">
      <div className="flex items-center justify-between gap-3 border-b border-border py-1 pr-1 pl-3 text-xs text-muted-foreground">
        <span className="truncate font-mono">{language}</span>
        <CopyTextButton label="Copy code" readText={() => preRef.current?.textContent ?? ''} />
      </div>
      {/* Focusable so a keyboard can scroll a long line into view. */}
      <pre
        ref={preRef}
        tabIndex={0}
        className="focus-ring overflow-x-auto p-3 font-mono text-[0.8125rem] leading-relaxed"
      >
        <InCodeBlockContext value>{children}</InCodeBlockContext>
      </pre>
    </div>
  );
}
