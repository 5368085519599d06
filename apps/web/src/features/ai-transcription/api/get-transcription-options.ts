import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTranscriptionOptionsSchema, type TTranscriptionOptions } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { transcriptionKeys } from './transcription-keys';

/** GET ai/speech-to-text/options/: the languages this install understands; none = not available. */
export async function getTranscriptionOptions(): Promise<TTranscriptionOptions> {
  const { data } = await apiClient.get<unknown>('ai/speech-to-text/options/');
  return ZTranscriptionOptionsSchema.parse(data);
}

export const transcriptionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: transcriptionKeys.options,
    queryFn: getTranscriptionOptions,
    staleTime: 5 * 60_000,
  });

export function useTranscriptionOptions() {
  return useQuery(transcriptionOptionsQueryOptions());
}
