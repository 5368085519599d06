import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportSettingsEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/support/settings/: whether admins get an email for each new request. */
export const supportSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(supportSettingsEndpoints.get),
    queryFn: () => callEndpoint(supportSettingsEndpoints.get),
  });

export function useSupportSettings() {
  return useQuery(supportSettingsQueryOptions());
}
