import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTemplateSchema, type TTemplate } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { templateKeys } from './template-keys';

/** GET ai/templates/{id}/: one template and its fields (404 when unknown or inactive). */
export async function getTemplate(id: number): Promise<TTemplate> {
  const { data } = await apiClient.get<unknown>(`ai/templates/${id}/`);
  return ZTemplateSchema.parse(data);
}

export const templateQueryOptions = (id: number) =>
  queryOptions({ queryKey: templateKeys.template(id), queryFn: () => getTemplate(id) });

export function useTemplate(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...templateQueryOptions(id), ...options });
}
