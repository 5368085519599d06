import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTemplatesResponseSchema, type TTemplate, type TTemplatesQuery } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { templateKeys } from './template-keys';

/** GET ai/templates/: the active templates; `category` and `search` narrow them. */
export async function getTemplates(query: TTemplatesQuery): Promise<TTemplate[]> {
  const { data } = await apiClient.get<unknown>('ai/templates/', { params: query });
  return ZTemplatesResponseSchema.parse(data);
}

export const templatesQueryOptions = (query: TTemplatesQuery) =>
  queryOptions({
    queryKey: templateKeys.catalogue(query),
    queryFn: () => getTemplates(query),
    // The previous cards stay on screen while the next search loads.
    placeholderData: keepPreviousData,
  });

export function useTemplates(query: TTemplatesQuery) {
  return useQuery(templatesQueryOptions(query));
}
