import { queryOptions, useQuery } from '@tanstack/react-query';
import { dateSettingsEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET admin/settings/date/: the date format, 12/24-hour clock and time zone of the whole site. */
export const dateSettingsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(dateSettingsEndpoints.get),
    queryFn: () => callEndpoint(dateSettingsEndpoints.get),
  });

export function useDateSettingsQuery() {
  return useQuery(dateSettingsQueryOptions());
}
