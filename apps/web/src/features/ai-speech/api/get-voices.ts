import { queryOptions, useQuery } from '@tanstack/react-query';
import { voiceEndpoints, type TVoicesQuery } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/**
 * How long the voices are fresh: their preview links are signed for 10–15 minutes, so the
 * library is asked again (fresh links) well before they expire.
 */
export const VOICES_STALE_MS = 5 * 60_000;

/** The whole library: the page filters it, so one answer serves every filter. */
const EVERY_VOICE: TVoicesQuery = {};

/** GET ai/voices/: every active voice of the library (engine, language, name order); filtered here. */
export const voicesQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(voiceEndpoints.list, EVERY_VOICE),
    queryFn: () => callEndpoint(voiceEndpoints.list, { query: EVERY_VOICE }),
    staleTime: VOICES_STALE_MS,
    refetchInterval: VOICES_STALE_MS,
  });

export function useVoices() {
  return useQuery(voicesQueryOptions());
}
