import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatEndpoints, type TChatsQuery } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET ai/chats/: the user's chats, most recent first, a page at a time; `search` matches titles. */
export const chatsQueryOptions = (query: TChatsQuery) =>
  queryOptions({
    queryKey: endpointKey(chatEndpoints.list, query),
    queryFn: () => callEndpoint(chatEndpoints.list, { query }),
    // The previous page (or search) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useChats(query: TChatsQuery) {
  return useQuery(chatsQueryOptions(query));
}
