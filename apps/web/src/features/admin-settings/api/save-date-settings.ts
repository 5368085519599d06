import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDateSettingsSchema, type TDateSettings } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeDateSettings } from './admin-settings-keys';
import { DATE_SETTINGS_PATH } from './get-date-settings';

/** PUT admin/settings/date/: every date on the site follows the new settings. */
export async function saveDateSettings(body: TDateSettings): Promise<TDateSettings> {
  const { data } = await apiClient.put<unknown>(DATE_SETTINGS_PATH, ZDateSettingsSchema.parse(body));
  return ZDateSettingsSchema.parse(data);
}

export function useSaveDateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDateSettings,
    onSuccess: (settings) => storeDateSettings(queryClient, settings),
  });
}
