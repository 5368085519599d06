import { queryOptions, useQuery } from '@tanstack/react-query';
import { imageEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET ai/images/options/: whether AI Images is set up, and the sizes, styles and qualities it offers. */
export const imageOptionsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(imageEndpoints.options),
    queryFn: () => callEndpoint(imageEndpoints.options),
  });

export function useImageOptions() {
  return useQuery(imageOptionsQueryOptions());
}
