import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZChatDetailSchema, type TChatDetail } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET ai/chats/{id}/: one of the user's chats with its messages, oldest first (404 for others'). */
export async function getChat(id: number): Promise<TChatDetail> {
  const { data } = await apiClient.get<unknown>(`ai/chats/${id}/`);
  return ZChatDetailSchema.parse(data);
}

// An answer may have been written since (in another tab, or after a reload): ask on every mount.
export const chatQueryOptions = (id: number) =>
  queryOptions({ queryKey: chatKeys.detail(id), queryFn: () => getChat(id), staleTime: 0 });

export function useChat(id: number, { enabled = true } = {}) {
  return useQuery({ ...chatQueryOptions(id), enabled });
}
