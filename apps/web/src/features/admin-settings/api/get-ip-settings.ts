import { queryOptions, useQuery } from '@tanstack/react-query';
import { ipSettingsEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/settings/ip/: whether users' IPs are recorded and shown, and for how long they are kept. */
export const ipSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(ipSettingsEndpoints.get),
    queryFn: () => callEndpoint(ipSettingsEndpoints.get),
  });

export function useIpSettings() {
  return useQuery(ipSettingsQueryOptions());
}
