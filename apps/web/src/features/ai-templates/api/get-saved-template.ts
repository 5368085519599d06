import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSavedTemplateSchema, type TSavedTemplate } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { templateKeys } from './template-keys';

/** GET saved/templates/{id}/: one saved run (404 when it is not the user's). */
export async function getSavedTemplate(id: number): Promise<TSavedTemplate> {
  const { data } = await apiClient.get<unknown>(`saved/templates/${id}/`);
  return ZSavedTemplateSchema.parse(data);
}

export const savedTemplateQueryOptions = (id: number) =>
  queryOptions({ queryKey: templateKeys.savedDetail(id), queryFn: () => getSavedTemplate(id) });

export function useSavedTemplate(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...savedTemplateQueryOptions(id), ...options });
}
