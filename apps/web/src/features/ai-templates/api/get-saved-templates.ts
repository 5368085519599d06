import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSavedTemplatesResponseSchema,
  type TSavedTemplatesQuery,
  type TSavedTemplatesResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { templateKeys } from './template-keys';

/** GET saved/templates/: the user's saved runs, newest first; `search` and `category` narrow them. */
export async function getSavedTemplates(query: TSavedTemplatesQuery): Promise<TSavedTemplatesResponse> {
  const { data } = await apiClient.get<unknown>('saved/templates/', { params: query });
  return ZSavedTemplatesResponseSchema.parse(data);
}

export const savedTemplatesQueryOptions = (query: TSavedTemplatesQuery) =>
  queryOptions({
    queryKey: templateKeys.savedList(query),
    queryFn: () => getSavedTemplates(query),
    // The previous page (or search) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSavedTemplates(query: TSavedTemplatesQuery) {
  return useQuery(savedTemplatesQueryOptions(query));
}
