import type { TSupportAttachment } from '@inkwell/contract';

/** A support message's images as thumbnails; each opens the full image in a new tab. */
export function AttachmentThumbnails({ attachments }: { attachments: readonly TSupportAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Images" className="flex flex-wrap gap-2">
      {attachments.map((attachment, index) => (
        <li key={attachment.id}>
          <a
            href={attachment.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block overflow-hidden rounded-lg border border-border bg-muted focus-ring"
          >
            <img
              src={attachment.url}
              alt={`Image ${index + 1}`}
              width={attachment.width}
              height={attachment.height}
              loading="lazy"
              className="h-24 w-auto max-w-40 object-cover"
            />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
