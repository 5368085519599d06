import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/**
 * GET ai/assistants/: the assistants a chat can be started with, in display order. The catalogue
 * changes only when an administrator edits it.
 */
export const assistantsQueryOptions = () =>
  queryOptions({
    queryKey: endpointKey(assistantEndpoints.list),
    queryFn: () => callEndpoint(assistantEndpoints.list),
    staleTime: 10 * 60_000,
  });

export function useAssistants() {
  return useQuery(assistantsQueryOptions());
}
