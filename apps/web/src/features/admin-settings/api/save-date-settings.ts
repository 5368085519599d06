import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dateSettingsEndpoints, ZDateSettingsSchema, type TDateSettings } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeDateSettings } from './admin-settings-keys';

/** PUT admin/settings/date/: every date on the site follows the new settings. */
export function useSaveDateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDateSettings) =>
      callEndpoint(dateSettingsEndpoints.update, { body: ZDateSettingsSchema.parse(body) }),
    onSuccess: (settings) => storeDateSettings(queryClient, settings),
  });
}
