import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVoicesResponseSchema, type TVoice } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { speechKeys } from './speech-keys';

/**
 * How long the voices are fresh: their preview links are signed for 10–15 minutes, so the
 * library is asked again (fresh links) well before they expire.
 */
export const VOICES_STALE_MS = 5 * 60_000;

/** GET ai/voices/: every active voice of the library (engine, language, name order); filtered here. */
export async function getVoices(): Promise<TVoice[]> {
  const { data } = await apiClient.get<unknown>('ai/voices/');
  return ZVoicesResponseSchema.parse(data);
}

export const voicesQueryOptions = () =>
  queryOptions({
    queryKey: speechKeys.voices,
    queryFn: getVoices,
    staleTime: VOICES_STALE_MS,
    refetchInterval: VOICES_STALE_MS,
  });

export function useVoices() {
  return useQuery(voicesQueryOptions());
}
