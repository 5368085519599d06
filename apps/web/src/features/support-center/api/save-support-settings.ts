import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupportSettingsSchema, type TSupportSettings } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { SUPPORT_SETTINGS_PATH } from './get-support-settings';
import { supportCenterKeys } from './support-center-keys';

/** PUT admin/support/settings/: email every admin about each new request, or not. */
export async function saveSupportSettings(body: TSupportSettings): Promise<TSupportSettings> {
  const { data } = await apiClient.put<unknown>(SUPPORT_SETTINGS_PATH, ZSupportSettingsSchema.parse(body));
  return ZSupportSettingsSchema.parse(data);
}

export function useSaveSupportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupportSettings,
    onSuccess: (settings) => queryClient.setQueryData(supportCenterKeys.settings, settings),
  });
}
