import type { TSavedImage } from '@inkwell/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { useImageOptions } from '../api/get-image-options';
import { choiceLabel, formatImageSize, imageOrientation, savedImageTitle } from '../utils/image-labels';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** What an image was asked with and when: the prompt (when the title cut it), size, style, quality, date. */
export function ImageDetails({ image }: { image: TSavedImage }) {
  const options = useImageOptions().data;
  const fullPrompt = image.prompt.trim();
  return (
    <dl className="grid gap-3">
      {fullPrompt !== savedImageTitle(image) ? (
        <Detail term="Prompt">
          <span className="block max-h-52 overflow-y-auto whitespace-pre-wrap">{fullPrompt}</span>
        </Detail>
      ) : null}
      <Detail term="Size">
        {formatImageSize(image.size)} · {imageOrientation(image.width, image.height)}
      </Detail>
      {image.style ? <Detail term="Style">{choiceLabel(options?.styles ?? [], image.style)}</Detail> : null}
      {image.quality ? (
        <Detail term="Quality">{choiceLabel(options?.qualities ?? [], image.quality)}</Detail>
      ) : null}
      <Detail term="Created">
        <time dateTime={image.created_at}>{formatDateTime(image.created_at)}</time>
      </Detail>
    </dl>
  );
}
