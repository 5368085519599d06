import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminTemplateSchema, type TAdminTemplate, type TTemplateRequest } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_TEMPLATES_PATH } from './get-admin-templates';
import { storeChangedTemplate } from './template-settings-keys';

/** POST admin/templates/: a new template, shown after the others. */
export async function createTemplate(body: TTemplateRequest): Promise<TAdminTemplate> {
  const { data } = await apiClient.post<unknown>(ADMIN_TEMPLATES_PATH, body);
  return ZAdminTemplateSchema.parse(data);
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (template) => storeChangedTemplate(queryClient, template),
  });
}
