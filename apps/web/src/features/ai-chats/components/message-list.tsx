import type { TAssistant, TChatMessage } from '@inkwell/contract';
import { AssistantAvatar } from './assistant-avatar';
import { AssistantMessage, StreamingAnswer } from './assistant-message';
import { UserMessage } from './user-message';

interface MessageListProps {
  assistant: TAssistant;
  messages: TChatMessage[];
  /** The answer being written; null when none is. */
  streamingText: string | null;
  onRegenerate: () => void;
}

function EmptyConversation({ assistant }: { assistant: TAssistant }) {
  return (
    <div className="m-auto flex max-w-sm flex-col items-center gap-3 py-10 text-center">
      <AssistantAvatar src={assistant.avatar} className="size-14" />
      <p className="font-semibold">{assistant.name}</p>
      <p className="text-sm text-muted-foreground">{assistant.description}</p>
      <p className="text-sm text-muted-foreground">Write your first message below to start.</p>
    </div>
  );
}

/**
 * The conversation, oldest first, as a log: what is added is read out politely, and while an
 * answer is being written the log is busy, so a screen reader reads the answer once, whole.
 */
export function MessageList({ assistant, messages, streamingText, onRegenerate }: MessageListProps) {
  const streaming = streamingText !== null;
  const last = messages.at(-1);
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      aria-busy={streaming || undefined}
      className="mx-auto flex min-h-full w-full max-w-3xl flex-col gap-6 px-3 py-6 sm:px-6"
    >
      {messages.length === 0 && !streaming ? <EmptyConversation assistant={assistant} /> : null}
      {messages.map((message) =>
        message.role === 'user' ? (
          <UserMessage key={message.id} message={message} />
        ) : (
          <AssistantMessage
            key={message.id}
            assistant={assistant}
            message={message}
            onRegenerate={!streaming && message === last ? onRegenerate : undefined}
          />
        ),
      )}
      {streaming ? <StreamingAnswer assistant={assistant} text={streamingText} /> : null}
    </div>
  );
}
