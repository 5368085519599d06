import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { MarkdownLink } from './markdown-link';

/**
 * An image in an answer, shown as its description and a link to it, never as `<img>`: loading a
 * remote image would tell its host the reader's address, and an answer steered by a crafted
 * prompt could put the conversation in the image's URL. The reader decides whether to open it;
 * an address `safeUrl` refused leaves the description alone.
 */
export function MarkdownImage({ alt, src }: ComponentProps<'img'> & ExtraProps) {
  const description = alt?.trim() || 'Image';
  return (
    <>
      <span className="text-muted-foreground italic">{description}</span>
      {typeof src === 'string' && src ? (
        <>
          {' '}
          <MarkdownLink href={src} className="break-all">
            {src}
          </MarkdownLink>
        </>
      ) : null}
    </>
  );
}
