import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZChatsPageSchema, type TChatsPage, type TChatsQuery } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET ai/chats/: the user's chats, most recent first, a page at a time; `search` matches titles. */
export async function getChats(query: TChatsQuery): Promise<TChatsPage> {
  const { data } = await apiClient.get<unknown>('ai/chats/', { params: query });
  return ZChatsPageSchema.parse(data);
}

export const chatsQueryOptions = (query: TChatsQuery) =>
  queryOptions({
    queryKey: chatKeys.list(query),
    queryFn: () => getChats(query),
    // The previous page (or search) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useChats(query: TChatsQuery) {
  return useQuery(chatsQueryOptions(query));
}
