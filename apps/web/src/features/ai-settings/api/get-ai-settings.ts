import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiSettingsEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/ai-settings/: the providers (key hints only) and the provider and model of each tool. */
export const aiSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(aiSettingsEndpoints.get),
    queryFn: () => callEndpoint(aiSettingsEndpoints.get),
  });

export function useAiSettings() {
  return useQuery(aiSettingsQueryOptions());
}
