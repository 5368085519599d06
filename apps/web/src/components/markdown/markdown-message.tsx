import { memo } from 'react';
import Markdown, { type Options } from 'react-markdown';
import rehypeHighlight, { type Options as THighlightOptions } from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import { highlightLanguages } from './highlight-languages';
import { markdownComponents } from './markdown-components';
import { safeUrl } from './safe-url';
import './markdown-message.css';

const remarkPlugins: Options['remarkPlugins'] = [remarkGfm];

/** Highlight only a fence that names its language: guessing is slow on every streamed piece and
 *  often wrong; an unknown language is left plain (rehype-highlight only warns). */
const highlightOptions: THighlightOptions = { detect: false, languages: highlightLanguages };
const rehypePlugins: Options['rehypePlugins'] = [[rehypeHighlight, highlightOptions]];

/**
 * Every element markdown, GFM and the highlighter produce; anything else is unwrapped to its
 * text. Raw HTML already never becomes elements (no rehype-raw: react-markdown shows it as
 * text), so this is the second lock, against a plugin added later that would let it in.
 */
const allowedElements = [
  ...['a', 'blockquote', 'br', 'code', 'del', 'em', 'hr', 'img', 'input', 'li', 'ol', 'p', 'pre'],
  ...['section', 'span', 'strong', 'sup', 'ul'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
];

/**
 * An assistant's answer rendered from markdown. The text is untrusted provider output and may be
 * cut anywhere while it streams (an open fence, half a table); markdown parses any prefix, so
 * every piece renders. Links pass `safeUrl`, images become links, and nothing runs code. Memoised:
 * a streaming answer re-renders its list, and earlier answers need not be parsed again.
 */
export const MarkdownMessage = memo(function MarkdownMessage({ text }: { text: string }) {
  return (
    <div className="markdown-message min-w-0 text-sm leading-relaxed break-words">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={markdownComponents}
        urlTransform={safeUrl}
        allowedElements={allowedElements}
        unwrapDisallowed
      >
        {text}
      </Markdown>
    </div>
  );
});
