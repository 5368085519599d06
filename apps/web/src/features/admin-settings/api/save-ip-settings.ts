import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ipSettingsEndpoints, ZIpSettingsSchema, type TIpSettings } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** PUT admin/settings/ip/: recording, showing and keeping users' IP addresses. */
export function useSaveIpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TIpSettings) =>
      callEndpoint(ipSettingsEndpoints.update, { body: ZIpSettingsSchema.parse(body) }),
    onSuccess: (settings) => queryClient.setQueryData(endpointKey(ipSettingsEndpoints.get), settings),
  });
}
