import type { QueryClient } from '@tanstack/react-query';
import type { TSavedSpeech, TSavedSpeechesQuery } from '@inkwell/contract';

/** Query keys of Text to Speech: the voices library and the user's saved speeches; `all` covers every one. */
export const speechKeys = {
  all: ['ai-speech'] as const,
  voices: ['ai-speech', 'voices'] as const,
  lists: ['ai-speech', 'list'] as const,
  list: (query: TSavedSpeechesQuery) => ['ai-speech', 'list', query] as const,
  detail: (id: number) => ['ai-speech', 'detail', id] as const,
};

/** A speech just made: kept for its own query, the lists (My Text To Speeches, Latest speeches) asked again. */
export function storeGeneratedSpeech(queryClient: QueryClient, speech: TSavedSpeech): Promise<void> {
  queryClient.setQueryData(speechKeys.detail(speech.id), speech);
  return queryClient.invalidateQueries({ queryKey: speechKeys.lists });
}
