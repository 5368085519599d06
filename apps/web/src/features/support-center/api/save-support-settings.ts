import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportSettingsEndpoints, ZSupportSettingsSchema, type TSupportSettings } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** PUT admin/support/settings/: email every admin about each new request, or not. */
export function useSaveSupportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSupportSettings) =>
      callEndpoint(supportSettingsEndpoints.update, { body: ZSupportSettingsSchema.parse(body) }),
    onSuccess: (settings) => queryClient.setQueryData(endpointKey(supportSettingsEndpoints.get), settings),
  });
}
