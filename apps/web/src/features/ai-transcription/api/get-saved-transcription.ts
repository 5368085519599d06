import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTranscriptionSchema, type TTranscription } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { isTranscriptionPending, TRANSCRIPTION_POLL_MS } from './get-transcription';
import { SAVED_TRANSCRIPTIONS_STALE_MS } from './get-saved-transcriptions';
import { transcriptionKeys } from './transcription-keys';

/** GET saved/speech-to-text/{id}/: one saved transcription with a fresh audio link. */
export async function getSavedTranscription(id: number): Promise<TTranscription> {
  const { data } = await apiClient.get<unknown>(`saved/speech-to-text/${id}/`);
  return ZTranscriptionSchema.parse(data);
}

export const savedTranscriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: transcriptionKeys.detail(id),
    queryFn: () => getSavedTranscription(id),
    staleTime: SAVED_TRANSCRIPTIONS_STALE_MS,
    refetchInterval: (query) =>
      isTranscriptionPending(query.state.data) ? TRANSCRIPTION_POLL_MS : SAVED_TRANSCRIPTIONS_STALE_MS,
  });

export function useSavedTranscription(id: number) {
  return useQuery(savedTranscriptionQueryOptions(id));
}
