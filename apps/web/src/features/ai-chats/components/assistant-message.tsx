import type { TAssistant, TChatMessage } from '@inkwell/contract';
import { CircleAlert, RotateCcw, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AssistantAvatar } from './assistant-avatar';
import { CopyTextButton } from '@/components/ui/copy-text-button';
import { MarkdownMessage } from '@/components/markdown/markdown-message';

/** How an answer that did not end normally is marked under it. */
function StatusNote({ status }: { status: TChatMessage['status'] }) {
  if (status === 'stopped') {
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Square aria-hidden="true" className="size-3" />
        Stopped
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <p className="flex items-center gap-1.5 text-xs font-medium text-destructive">
        <CircleAlert aria-hidden="true" className="size-3.5" />
        The answer failed
      </p>
    );
  }
  return null;
}

interface AssistantMessageProps {
  assistant: TAssistant;
  message: TChatMessage;
  /** Offered on the last answer only, when no answer is being written. */
  onRegenerate?: () => void;
}

/** An assistant's saved answer: its avatar, the answer as markdown, Copy and, last, Regenerate. */
export function AssistantMessage({ assistant, message, onRegenerate }: AssistantMessageProps) {
  return (
    <article aria-label={`${assistant.name} said`} className="group flex gap-3 pr-2 sm:pr-8">
      <AssistantAvatar src={assistant.avatar} className="mt-0.5 size-8" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        {message.content ? <MarkdownMessage text={message.content} /> : null}
        <StatusNote status={message.status} />
        <div className="-ml-1.5 flex items-center gap-1">
          {message.content ? (
            <CopyTextButton
              label="Copy message"
              readText={() => message.content}
              className="flex-row-reverse"
            />
          ) : null}
          {onRegenerate ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-muted-foreground"
              onClick={onRegenerate}
            >
              <RotateCcw aria-hidden="true" />
              Regenerate
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The answer being written: its text so far as markdown, or a note until the first words come. */
export function StreamingAnswer({ assistant, text }: { assistant: TAssistant; text: string }) {
  return (
    <article aria-label={`${assistant.name} is answering`} className="flex gap-3 pr-2 sm:pr-8">
      <AssistantAvatar src={assistant.avatar} className="mt-0.5 size-8" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        {text ? (
          <MarkdownMessage text={text} />
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Writing…
          </p>
        )}
      </div>
    </article>
  );
}
