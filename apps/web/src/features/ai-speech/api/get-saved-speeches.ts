import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSavedSpeechesResponseSchema,
  type TSavedSpeechesQuery,
  type TSavedSpeechesResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { speechKeys } from './speech-keys';

/**
 * How long a page of speeches is fresh: its signed audio links expire within minutes, so the
 * page is asked again (fresh links) before they do, and whenever the window comes back into focus.
 */
export const SAVED_SPEECHES_STALE_MS = 4 * 60_000;

/** GET saved/text-to-speech/: the user's speeches, newest first; `search` looks in the texts. */
export async function getSavedSpeeches(query: TSavedSpeechesQuery): Promise<TSavedSpeechesResponse> {
  const { data } = await apiClient.get<unknown>('saved/text-to-speech/', { params: query });
  return ZSavedSpeechesResponseSchema.parse(data);
}

export const savedSpeechesQueryOptions = (query: TSavedSpeechesQuery) =>
  queryOptions({
    queryKey: speechKeys.list(query),
    queryFn: () => getSavedSpeeches(query),
    // The previous page (or search) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: SAVED_SPEECHES_STALE_MS,
    refetchInterval: SAVED_SPEECHES_STALE_MS,
    refetchOnWindowFocus: true,
  });

export function useSavedSpeeches(query: TSavedSpeechesQuery) {
  return useQuery(savedSpeechesQueryOptions(query));
}
