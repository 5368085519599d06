import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSavedCodeSchema, type TSavedCode } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { codeKeys } from './code-keys';

/** GET saved/codes/{id}/: one saved run (404 when it is not the user's). */
export async function getSavedCode(id: number): Promise<TSavedCode> {
  const { data } = await apiClient.get<unknown>(`saved/codes/${id}/`);
  return ZSavedCodeSchema.parse(data);
}

export const savedCodeQueryOptions = (id: number) =>
  queryOptions({ queryKey: codeKeys.detail(id), queryFn: () => getSavedCode(id) });

export function useSavedCode(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...savedCodeQueryOptions(id), ...options });
}
