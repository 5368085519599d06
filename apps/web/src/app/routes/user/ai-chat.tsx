import { capabilityNoun } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ChatConversation } from '@/features/ai-chats/components/chat-conversation';
import { ChatsSidebar } from '@/features/ai-chats/components/chats-sidebar';
import { storeSpentBalance } from '@/features/balance/api/balance-keys';
import { useBalance } from '@/features/balance/api/get-balance';
import { formatCount } from '@/lib/format-price';

/** What is left to chat with, under the composer; updated by every answer's `done` event. */
function ChatTokensLeft() {
  const left = useBalance().data?.balances.chatbots_tokens;
  return (
    <p className="min-h-4 px-1 text-xs text-muted-foreground tabular-nums">
      {left === undefined ? null : `${formatCount(left)} ${capabilityNoun('chatbots_tokens', left)} left`}
    </p>
  );
}

function useStoreChatBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    (left: number) => void storeSpentBalance(queryClient, 'chatbots_tokens', left),
    [queryClient],
  );
}

/**
 * One chat, full height under the header: the user's chats beside it from 1024 px (a sheet
 * below), the conversation keyed by its id so another chat starts from a clean state.
 */
export default function AiChatRoute() {
  const chatId = Number(useParams().id);
  const onBalance = useStoreChatBalance();
  return (
    <div className="mx-auto flex h-[calc(100dvh-5.5rem)] min-h-[26rem] max-w-6xl gap-6 sm:h-[calc(100dvh-6.5rem)] lg:h-[calc(100dvh-7.5rem)]">
      <ChatsSidebar currentId={chatId} />
      <ChatConversation key={chatId} chatId={chatId} onBalance={onBalance} balance={<ChatTokensLeft />} />
    </div>
  );
}
