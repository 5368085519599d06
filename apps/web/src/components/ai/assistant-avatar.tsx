import { cn } from '@/lib/utils';

interface AssistantAvatarProps {
  /** The assistant's avatar path (`/assistants/copywriter.svg`, served by the web app). */
  src: string;
  className?: string;
}

/** An assistant's picture (chats, the catalogue, its admin page); decorative, its name is always written beside it. */
export function AssistantAvatar({ src, className }: AssistantAvatarProps) {
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className={cn('size-10 shrink-0 rounded-full bg-brand-soft object-cover', className)}
    />
  );
}
