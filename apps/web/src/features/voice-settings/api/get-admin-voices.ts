import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminVoiceEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/**
 * How long the list is fresh: its preview links are signed for 10–15 minutes, so it is asked
 * again (fresh links) well before they expire.
 */
const ADMIN_VOICES_STALE_MS = 5 * 60_000;

/** GET admin/voices/: every voice the engines know, available or not, with the admin's choices. */
export const adminVoicesQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(adminVoiceEndpoints.list),
    queryFn: () => callEndpoint(adminVoiceEndpoints.list),
    staleTime: ADMIN_VOICES_STALE_MS,
    refetchInterval: ADMIN_VOICES_STALE_MS,
  });

export function useAdminVoices() {
  return useQuery(adminVoicesQueryOptions());
}
