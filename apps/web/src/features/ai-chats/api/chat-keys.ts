import type { QueryClient } from '@tanstack/react-query';
import { chatEndpoints, type TChatDetail, type TChatSummary } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** After a chat changed (renamed, answered): its new summary kept, the lists asked again. */
export function storeChangedChat(queryClient: QueryClient, chat: TChatSummary): Promise<void> {
  queryClient.setQueryData<TChatDetail>(
    endpointKey(chatEndpoints.get, { id: chat.id }),
    (old) => old && { ...old, ...chat },
  );
  return queryClient.invalidateQueries({ queryKey: endpointKey(chatEndpoints.list) });
}

/** A whole chat as the server answered it (Stop's answer), and the lists asked again. */
export function storeChatDetail(queryClient: QueryClient, chat: TChatDetail): Promise<void> {
  queryClient.setQueryData(endpointKey(chatEndpoints.get, { id: chat.id }), chat);
  return queryClient.invalidateQueries({ queryKey: endpointKey(chatEndpoints.list) });
}
