import type { TChatDetail } from '@inkwell/contract';
import { ArrowDown } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AnswerFailureAlert } from '@/components/ai/answer-failure-alert';
import { NotConfiguredPanel } from '@/components/ai/not-configured-panel';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useAiToolReady } from '@/lib/get-ai-status';
import { httpStatus } from '@/lib/http-status';
import { useChat } from '../api/get-chat';
import { useChatAnswers } from '../hooks/use-chat-answers';
import { useFollowScroll } from '../hooks/use-follow-scroll';
import { visibleMessages } from '../utils/visible-messages';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatNotFound } from './chat-not-found';
import { ChatsSheetButton } from './chats-sidebar';
import { ConversationSkeleton } from './conversation-skeleton';
import { MessageList } from './message-list';

/** How many times in a row a running answer is followed before the page waits for a reload. */
const MAX_FOLLOWS = 3;

interface ChatConversationProps {
  chatId: number;
  /** Under the composer: what is left to spend. */
  balance?: ReactNode;
  /** The chat-token balance after an answer (the `done` event's). */
  onBalance: (balance: number) => void;
}

function Conversation({
  chat,
  balance,
  onBalance,
}: { chat: TChatDetail } & Omit<ChatConversationProps, 'chatId'>) {
  const answer = useChatAnswers(chat.id, onBalance);
  const [draft, setDraft] = useState('');
  const { messages, streamingText } = visibleMessages(chat, answer.pending);
  const scrollRef = useRef<HTMLDivElement>(null);
  const scroll = useFollowScroll(scrollRef, `${messages.length}:${streamingText?.length ?? -1}`);
  const { streaming, follow } = answer;
  // No model: the set-up panel in the composer's place, not a box whose messages can only fail.
  const ready = useAiToolReady('chat');

  // Opened (or reloaded) while an answer is being written: follow it from where it is, again
  // after a dropped connection, but not forever if the server keeps saying it is writing.
  const follows = useRef(0);
  useEffect(() => {
    if (!chat.generating) follows.current = 0;
    else if (!streaming && follows.current < MAX_FOLLOWS) {
      follows.current += 1;
      follow();
    }
  }, [chat.generating, streaming, follow]);

  const send = async () => {
    const content = draft.trim();
    setDraft('');
    scroll.jumpToLatest();
    // Refused before anything was saved (no balance, too many requests…): the text comes back.
    if (!(await answer.send(content))) setDraft((current) => current || content);
  };

  return (
    <>
      <ChatHeader chat={chat} titleId="chat-title" start={<ChatsSheetButton currentId={chat.id} />} />
      <div className="relative flex min-h-0 flex-1 flex-col">
        <div ref={scrollRef} onScroll={scroll.onScroll} className="min-h-0 flex-1 overflow-y-auto">
          <MessageList
            assistant={chat.assistant}
            messages={messages}
            streamingText={streamingText}
            onRegenerate={answer.regenerate}
          />
        </div>
        {scroll.atLatest ? null : (
          <Button
            variant="outline"
            size="sm"
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
            onClick={scroll.jumpToLatest}
          >
            <ArrowDown aria-hidden="true" />
            Jump to latest
          </Button>
        )}
      </div>
      <div className="mx-auto grid w-full max-w-3xl gap-2 px-3 pb-3 sm:px-6">
        {answer.failure ? (
          <AnswerFailureAlert capability="chat" failure={answer.failure} onDismiss={answer.dismissFailure} />
        ) : null}
        {ready === false ? (
          <NotConfiguredPanel capability="chat" />
        ) : (
          <ChatComposer
            value={draft}
            onChange={setDraft}
            onSend={() => void send()}
            onStop={answer.stop}
            streaming={streaming}
            stopping={answer.stopping}
            placeholder={`Message ${chat.assistant.name}…`}
            footer={balance}
          />
        )}
      </div>
    </>
  );
}

/** One chat: its header, the conversation, the answer being written and the composer. */
export function ChatConversation({ chatId, balance, onBalance }: ChatConversationProps) {
  const valid = Number.isSafeInteger(chatId) && chatId > 0;
  const query = useChat(chatId, { enabled: valid });
  return (
    <section
      aria-labelledby={query.data ? 'chat-title' : undefined}
      aria-label={query.data ? undefined : 'Chat'}
      className="flex min-w-0 flex-1 flex-col overflow-hidden rounded-2xl border border-border bg-card"
    >
      {!valid || httpStatus(query.error) === 404 ? (
        <ChatNotFound />
      ) : (
        <QueryState
          query={query}
          what="this chat"
          errorClassName="m-auto"
          fallback={<ConversationSkeleton />}
        >
          {(chat) => <Conversation chat={chat} balance={balance} onBalance={onBalance} />}
        </QueryState>
      )}
    </section>
  );
}
