import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIpSettingsSchema, type TIpSettings } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';
import { IP_SETTINGS_PATH } from './get-ip-settings';

/** PUT admin/settings/ip/: recording, showing and keeping users' IP addresses. */
export async function saveIpSettings(body: TIpSettings): Promise<TIpSettings> {
  const { data } = await apiClient.put<unknown>(IP_SETTINGS_PATH, ZIpSettingsSchema.parse(body));
  return ZIpSettingsSchema.parse(data);
}

export function useSaveIpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIpSettings,
    onSuccess: (settings) => queryClient.setQueryData(adminSettingsKeys.ip, settings),
  });
}
