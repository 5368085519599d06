import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminTemplateSchema, type TAdminTemplate, type TTemplateRequest } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_TEMPLATES_PATH } from './get-admin-templates';
import { storeChangedTemplate } from './template-settings-keys';

/** PUT admin/templates/{id}/: the whole template replaced (saved runs keep what they had). */
export async function updateTemplate({
  id,
  body,
}: {
  id: number;
  body: TTemplateRequest;
}): Promise<TAdminTemplate> {
  const { data } = await apiClient.put<unknown>(`${ADMIN_TEMPLATES_PATH}${id}/`, body);
  return ZAdminTemplateSchema.parse(data);
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: (template) => storeChangedTemplate(queryClient, template),
  });
}
