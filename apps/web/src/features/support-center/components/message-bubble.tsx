import type { TAdminSupportMessage } from '@inkwell/contract';
import { Lock } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { AttachmentThumbnails } from '@/components/support/attachment-thumbnails';

export const INTERNAL_NOTE_LABEL = 'Internal note — only admins see this';

type TMessageKind = 'asker' | 'reply' | 'note';

function messageKind(message: TAdminSupportMessage): TMessageKind {
  if (message.internal) return 'note';
  return message.author === 'admin' ? 'reply' : 'asker';
}

const KIND_LABELS: Record<TMessageKind, string> = {
  asker: 'Asker',
  reply: 'Reply to the asker',
  note: INTERNAL_NOTE_LABEL,
};

const KIND_CLASSES: Record<TMessageKind, string> = {
  asker: 'border-border bg-card sm:mr-10',
  reply: 'border-brand/25 bg-brand-soft/60 sm:ml-10',
  note: 'border-dashed border-star/70 bg-star/10 sm:ml-10',
};

/**
 * One message of the thread: the asker's, an admin's reply, or an internal note, each its own
 * look. The body is plain text (never HTML or markdown) with its line breaks kept.
 */
export function MessageBubble({ message }: { message: TAdminSupportMessage }) {
  const kind = messageKind(message);
  return (
    <article
      aria-label={`${KIND_LABELS[kind]}, ${message.author_name}`}
      className={cn('grid gap-2 rounded-xl border p-4', KIND_CLASSES[kind])}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className="text-sm font-semibold">{message.author_name}</span>
        {kind === 'note' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-star/20 px-2 py-0.5 font-medium text-foreground">
            <Lock aria-hidden="true" className="size-3" />
            {INTERNAL_NOTE_LABEL}
          </span>
        ) : (
          <span className="text-muted-foreground">{KIND_LABELS[kind]}</span>
        )}
        <time dateTime={message.created_at} className="ml-auto text-muted-foreground">
          {formatDateTime(message.created_at)}
        </time>
      </header>
      <p className="text-sm break-words whitespace-pre-wrap">{message.body}</p>
      <AttachmentThumbnails attachments={message.attachments} />
    </article>
  );
}
