import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/**
 * GET ai/chats/{id}/: one of the user's chats with its messages, oldest first (404 for others').
 * An answer may have been written since (in another tab, or after a reload): asked on every mount.
 */
export const chatQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(chatEndpoints.get, { id }),
    queryFn: () => callEndpoint(chatEndpoints.get, { params: { id } }),
    staleTime: 0,
  });

export function useChat(id: number, { enabled = true } = {}) {
  return useQuery({ ...chatQueryOptions(id), enabled });
}
