import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { templateEndpoints, type TTemplatesQuery } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET ai/templates/: the active templates; `category` and `search` narrow them. */
export const templatesQueryOptions = (query: TTemplatesQuery) =>
  queryOptions({
    queryKey: endpointKey(templateEndpoints.list, query),
    queryFn: () => callEndpoint(templateEndpoints.list, { query }),
    // The previous cards stay on screen while the next search loads.
    placeholderData: keepPreviousData,
  });

export function useTemplates(query: TTemplatesQuery) {
  return useQuery(templatesQueryOptions(query));
}
