import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDateSettingsSchema, type TDateSettings } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';

export const DATE_SETTINGS_PATH = 'admin/settings/date/';

/** GET admin/settings/date/: the date format, 12/24-hour clock and time zone of the whole site. */
export async function getDateSettings(): Promise<TDateSettings> {
  const { data } = await apiClient.get<unknown>(DATE_SETTINGS_PATH);
  return ZDateSettingsSchema.parse(data);
}

export const dateSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.date, queryFn: getDateSettings });

export function useDateSettingsQuery() {
  return useQuery(dateSettingsQueryOptions());
}
