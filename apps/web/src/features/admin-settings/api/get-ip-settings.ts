import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZIpSettingsSchema, type TIpSettings } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';

export const IP_SETTINGS_PATH = 'admin/settings/ip/';

/** GET admin/settings/ip/: whether users' IPs are recorded and shown, and for how long they are kept. */
export async function getIpSettings(): Promise<TIpSettings> {
  const { data } = await apiClient.get<unknown>(IP_SETTINGS_PATH);
  return ZIpSettingsSchema.parse(data);
}

export const ipSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.ip, queryFn: getIpSettings });

export function useIpSettings() {
  return useQuery(ipSettingsQueryOptions());
}
