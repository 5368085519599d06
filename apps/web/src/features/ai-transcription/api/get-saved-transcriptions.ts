import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZTranscriptionsResponseSchema,
  type TTranscriptionsQuery,
  type TTranscriptionsResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { transcriptionKeys } from './transcription-keys';

/** Fresh for less than the signed audio links live; asked again on focus too. */
export const SAVED_TRANSCRIPTIONS_STALE_MS = 4 * 60_000;

/** GET saved/speech-to-text/: the user's transcriptions, newest first; `search` looks in the texts. */
export async function getSavedTranscriptions(query: TTranscriptionsQuery): Promise<TTranscriptionsResponse> {
  const { data } = await apiClient.get<unknown>('saved/speech-to-text/', { params: query });
  return ZTranscriptionsResponseSchema.parse(data);
}

export const savedTranscriptionsQueryOptions = (query: TTranscriptionsQuery) =>
  queryOptions({
    queryKey: transcriptionKeys.list(query),
    queryFn: () => getSavedTranscriptions(query),
    placeholderData: keepPreviousData,
    staleTime: SAVED_TRANSCRIPTIONS_STALE_MS,
    refetchInterval: SAVED_TRANSCRIPTIONS_STALE_MS,
    refetchOnWindowFocus: true,
  });

export function useSavedTranscriptions(query: TTranscriptionsQuery) {
  return useQuery(savedTranscriptionsQueryOptions(query));
}
