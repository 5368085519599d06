import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCatalogueRemovedSchema, type TCatalogueRemoved } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_TEMPLATES_PATH } from './get-admin-templates';
import { templateSettingsKeys } from './template-settings-keys';

/** DELETE admin/templates/{id}/: deleted, or only hidden when users have saved runs of it. */
export async function removeTemplate(id: number): Promise<TCatalogueRemoved> {
  const { data } = await apiClient.delete<unknown>(`${ADMIN_TEMPLATES_PATH}${id}/`);
  return ZCatalogueRemovedSchema.parse(data);
}

export function useRemoveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateSettingsKeys.templates }),
  });
}
