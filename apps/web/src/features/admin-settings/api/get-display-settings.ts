import { queryOptions, useQuery } from '@tanstack/react-query';
import { displaySettingsEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** Read again after this long: an admin's change reaches open tabs within minutes. */
const DISPLAY_SETTINGS_STALE_MS = 5 * 60_000;

export const displaySettingsQueryOptions = () =>
  queryOptions({
    // Public: how the site shows dates, as the admins set it.
    queryKey: endpointKey(displaySettingsEndpoints.get),
    queryFn: () => callEndpoint(displaySettingsEndpoints.get),
    staleTime: DISPLAY_SETTINGS_STALE_MS,
  });

export function useDisplaySettings() {
  return useQuery(displaySettingsQueryOptions());
}
