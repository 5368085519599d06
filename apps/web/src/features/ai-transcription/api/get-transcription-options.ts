import { queryOptions, useQuery } from '@tanstack/react-query';
import { transcriptionEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET ai/speech-to-text/options/: the languages this install understands; none = not available. */
export const transcriptionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(transcriptionEndpoints.options),
    queryFn: () => callEndpoint(transcriptionEndpoints.options),
    staleTime: 5 * 60_000,
  });

export function useTranscriptionOptions() {
  return useQuery(transcriptionOptionsQueryOptions());
}
