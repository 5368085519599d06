import type { QueryClient } from '@tanstack/react-query';
import { adminTemplateEndpoints, type TAdminTemplate, type TAdminTemplatesResponse } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** Puts a saved template in the list (a new one at the end), then reads the list again. */
export async function storeChangedTemplate(
  queryClient: QueryClient,
  template: TAdminTemplate,
): Promise<void> {
  const templates = endpointKey(adminTemplateEndpoints.list);
  queryClient.setQueryData<TAdminTemplatesResponse>(templates, (current) => {
    if (!current) return current;
    const known = current.some((candidate) => candidate.id === template.id);
    return known
      ? current.map((candidate) => (candidate.id === template.id ? template : candidate))
      : [...current, template];
  });
  await queryClient.invalidateQueries({ queryKey: templates });
}
