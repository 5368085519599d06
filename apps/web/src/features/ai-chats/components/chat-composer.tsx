import { CHAT_MESSAGE_MAX_CHARS } from '@inkwell/contract';
import { SendHorizontal, Square } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { formatCount } from '@/lib/format-price';
import { cn } from '@/lib/utils';

/** From this many characters on, the composer shows how many are left. */
const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX_CHARS * 0.9);

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /** An answer is being written: nothing is sent until it ends; Stop is offered. */
  streaming: boolean;
  stopping: boolean;
  placeholder: string;
  /** Under the box: the balance. */
  footer?: ReactNode;
}

function isFocusLost(textarea: HTMLTextAreaElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === textarea;
}

/**
 * While an answer is written the box is disabled, which drops its focus: it goes to Stop, and
 * back to the box when the answer ends (unless the user has moved on to something else).
 */
function useFocusAcrossAnswers(streaming: boolean) {
  const stopRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const wasStreaming = useRef(streaming);
  useEffect(() => {
    if (streaming === wasStreaming.current) return;
    wasStreaming.current = streaming;
    if (!isFocusLost(textareaRef.current)) return;
    if (streaming) stopRef.current?.focus();
    else textareaRef.current?.focus();
  }, [streaming, textareaRef]);
  return { stopRef, textareaRef };
}

/** Where the message is written: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  onStop,
  streaming,
  stopping,
  placeholder,
  footer,
}: ChatComposerProps) {
  const { stopRef, textareaRef } = useFocusAcrossAnswers(streaming);
  // Grows with the text up to its CSS max-height (about 8 lines), then scrolls.
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [value, textareaRef]);
  const length = value.length;
  const tooLong = length > CHAT_MESSAGE_MAX_CHARS;
  const canSend = !streaming && value.trim() !== '' && !tooLong;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
      className="grid gap-1.5"
    >
      <div className="rounded-2xl border border-input bg-background shadow-xs focus-within:border-ring">
        <label htmlFor="chat-message" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-message"
          ref={textareaRef}
          rows={1}
          value={value}
          placeholder={placeholder}
          disabled={streaming}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNTER_FROM ? 'chat-message-count' : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="block max-h-52 min-h-12 w-full resize-none overflow-y-auto rounded-2xl bg-transparent px-4 pt-3 pb-1 text-base outline-none placeholder:text-muted-foreground/80 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
        />
        <div className="flex items-center justify-end gap-2 px-2 pb-2">
          {length >= COUNTER_FROM ? (
            <p
              id="chat-message-count"
              className={cn(
                'mr-auto pl-2 text-xs tabular-nums',
                tooLong ? 'font-medium text-destructive' : 'text-muted-foreground',
              )}
            >
              {formatCount(length)} / {formatCount(CHAT_MESSAGE_MAX_CHARS)} characters
              {tooLong ? ' — shorten your message to send it' : null}
            </p>
          ) : null}
          {streaming ? (
            <PendingButton
              ref={stopRef}
              variant="outline"
              size="sm"
              pending={stopping}
              icon={Square}
              onClick={onStop}
            >
              Stop
            </PendingButton>
          ) : null}
          <Button type="submit" size="sm" disabled={!canSend}>
            <SendHorizontal aria-hidden="true" />
            Send
          </Button>
        </div>
      </div>
      {footer}
    </form>
  );
}
