import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDisplaySettingsSchema, type TDisplaySettings } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';

/** Read again after this long: an admin's change reaches open tabs within minutes. */
const DISPLAY_SETTINGS_STALE_MS = 5 * 60_000;

/** GET static/settings/ (public): how the site shows dates, as the admins set it. */
export async function getDisplaySettings(): Promise<TDisplaySettings> {
  const { data } = await apiClient.get<unknown>('static/settings/');
  return ZDisplaySettingsSchema.parse(data);
}

export const displaySettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsKeys.display,
    queryFn: getDisplaySettings,
    staleTime: DISPLAY_SETTINGS_STALE_MS,
  });

export function useDisplaySettings() {
  return useQuery(displaySettingsQueryOptions());
}
