import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAssistantsResponseSchema, type TAssistantsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET ai/assistants/: the assistants a chat can be started with, in display order. */
export async function getAssistants(): Promise<TAssistantsResponse> {
  const { data } = await apiClient.get<unknown>('ai/assistants/');
  return ZAssistantsResponseSchema.parse(data);
}

// The catalogue changes only when an administrator edits it.
export const assistantsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.assistants, queryFn: getAssistants, staleTime: 10 * 60_000 });

export function useAssistants() {
  return useQuery(assistantsQueryOptions());
}
