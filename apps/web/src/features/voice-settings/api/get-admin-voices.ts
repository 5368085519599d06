import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminVoicesResponseSchema, type TAdminVoicesResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { voiceSettingsKeys } from './voice-settings-keys';

export const ADMIN_VOICES_PATH = 'admin/voices/';

/**
 * How long the list is fresh: its preview links are signed for 10–15 minutes, so it is asked
 * again (fresh links) well before they expire.
 */
const ADMIN_VOICES_STALE_MS = 5 * 60_000;

/** GET admin/voices/: every voice the engines know, available or not, with the admin's choices. */
export async function getAdminVoices(): Promise<TAdminVoicesResponse> {
  const { data } = await apiClient.get<unknown>(ADMIN_VOICES_PATH);
  return ZAdminVoicesResponseSchema.parse(data);
}

export const adminVoicesQueryOptions = () =>
  queryOptions({
    queryKey: voiceSettingsKeys.voices,
    queryFn: getAdminVoices,
    staleTime: ADMIN_VOICES_STALE_MS,
    refetchInterval: ADMIN_VOICES_STALE_MS,
  });

export function useAdminVoices() {
  return useQuery(adminVoicesQueryOptions());
}
