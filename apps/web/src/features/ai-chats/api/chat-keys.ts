import type { QueryClient } from '@tanstack/react-query';
import type { TChatDetail, TChatSummary, TChatsQuery } from '@inkwell/contract';

/** Query keys of the assistants and the signed-in user's chats; `all` covers every one. */
export const chatKeys = {
  all: ['ai-chats'] as const,
  assistants: ['ai-chats', 'assistants'] as const,
  lists: ['ai-chats', 'list'] as const,
  list: (query: TChatsQuery) => ['ai-chats', 'list', query] as const,
  detail: (id: number) => ['ai-chats', 'detail', id] as const,
};

/** After a chat changed (renamed, answered): its new summary kept, the lists asked again. */
export function storeChangedChat(queryClient: QueryClient, chat: TChatSummary): Promise<void> {
  queryClient.setQueryData<TChatDetail>(chatKeys.detail(chat.id), (old) => old && { ...old, ...chat });
  return queryClient.invalidateQueries({ queryKey: chatKeys.lists });
}

/** A whole chat as the server answered it (Stop's answer), and the lists asked again. */
export function storeChatDetail(queryClient: QueryClient, chat: TChatDetail): Promise<void> {
  queryClient.setQueryData(chatKeys.detail(chat.id), chat);
  return queryClient.invalidateQueries({ queryKey: chatKeys.lists });
}
