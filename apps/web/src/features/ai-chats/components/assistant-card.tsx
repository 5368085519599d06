import type { TAssistant } from '@inkwell/contract';
import { MessageSquarePlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PendingButton } from '@/components/ui/pending-button';
import { cn } from '@/lib/utils';
import { AssistantAvatar } from './assistant-avatar';

interface AssistantCardProps {
  assistant: TAssistant;
  /** Starts a chat with it; none while AI chats are not set up (the card only describes it). */
  onStart?: (() => void) | undefined;
  /** This assistant's chat is being created. */
  starting: boolean;
  /** Another chat is being created: wait for it. */
  disabled: boolean;
}

/** One assistant: who it is and what it helps with; the whole card starts a chat with it (when it can). */
export function AssistantCard({ assistant, onStart, starting, disabled }: AssistantCardProps) {
  const titleId = `assistant-${assistant.id}-name`;
  return (
    <li className="list-none">
      <article
        aria-labelledby={titleId}
        className={cn(
          'relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-5 transition-colors',
          onStart && 'focus-within:border-brand/40 hover:border-brand/40 hover:bg-brand-soft/30',
        )}
      >
        <div className="flex items-start gap-3">
          <AssistantAvatar src={assistant.avatar} />
          <div className="grid min-w-0 gap-1">
            <h3 id={titleId} className="font-semibold">
              {assistant.name}
            </h3>
            <Badge variant="soft" className="justify-self-start">
              {assistant.category}
            </Badge>
          </div>
        </div>
        <p className="flex-1 text-sm text-muted-foreground">{assistant.description}</p>
        {/* Stretched over the card, so a click anywhere on it starts the chat. */}
        {onStart ? (
          <PendingButton
            variant="outline"
            size="sm"
            className="self-start after:absolute after:inset-0 after:rounded-2xl"
            icon={MessageSquarePlus}
            pending={starting}
            disabled={disabled}
            onClick={onStart}
          >
            Start chat <span className="sr-only">with {assistant.name}</span>
          </PendingButton>
        ) : null}
      </article>
    </li>
  );
}
