import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSavedCodesResponseSchema,
  type TSavedCodesQuery,
  type TSavedCodesResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { codeKeys } from './code-keys';

/** GET saved/codes/: the user's saved runs, newest first; `search` and `language` narrow them. */
export async function getSavedCodes(query: TSavedCodesQuery): Promise<TSavedCodesResponse> {
  const { data } = await apiClient.get<unknown>('saved/codes/', { params: query });
  return ZSavedCodesResponseSchema.parse(data);
}

export const savedCodesQueryOptions = (query: TSavedCodesQuery) =>
  queryOptions({
    queryKey: codeKeys.list(query),
    queryFn: () => getSavedCodes(query),
    // The previous page (or search) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSavedCodes(query: TSavedCodesQuery) {
  return useQuery(savedCodesQueryOptions(query));
}
