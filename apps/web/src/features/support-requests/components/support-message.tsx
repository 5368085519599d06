import type { TSupportMessage } from '@inkwell/contract';
import { LifeBuoy } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { AttachmentThumbnails } from '@/components/support/attachment-thumbnails';

/**
 * One message of a thread: the user's on the right, Support's on the left under its author's
 * name. The body is plain text with its line breaks (never HTML or markdown).
 */
export function SupportMessage({ message }: { message: TSupportMessage }) {
  const mine = message.author === 'asker';
  const author = mine ? 'You' : message.author_name;
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={`${author}, ${formatDateTime(message.created_at)}`}
        className={cn(
          'grid max-w-[min(36rem,90%)] min-w-0 gap-2 rounded-2xl border px-4 py-3',
          mine ? 'rounded-br-md border-transparent bg-brand-soft' : 'rounded-bl-md border-border bg-muted/60',
        )}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-xs">
          <span className={cn('flex items-center gap-1 font-semibold', !mine && 'text-brand')}>
            {mine ? null : <LifeBuoy aria-hidden="true" className="size-3.5" />}
            {author}
          </span>
          <time dateTime={message.created_at} className="text-muted-foreground">
            {formatDateTime(message.created_at)}
          </time>
        </header>
        <p className="text-sm break-words whitespace-pre-wrap">{message.body}</p>
        <AttachmentThumbnails attachments={message.attachments} />
      </article>
    </li>
  );
}
