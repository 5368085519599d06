import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminTemplatesResponseSchema,
  ZCatalogueOrderSchema,
  type TAdminTemplatesResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_TEMPLATES_PATH } from './get-admin-templates';
import { templateSettingsKeys } from './template-settings-keys';

/** PUT admin/templates/order/: every template's id, in the order users will see them. */
export async function saveTemplateOrder(ids: number[]): Promise<TAdminTemplatesResponse> {
  const { data } = await apiClient.put<unknown>(
    `${ADMIN_TEMPLATES_PATH}order/`,
    ZCatalogueOrderSchema.parse({ ids }),
  );
  return ZAdminTemplatesResponseSchema.parse(data);
}

export function useSaveTemplateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplateOrder,
    onSuccess: (templates) => queryClient.setQueryData(templateSettingsKeys.templates, templates),
  });
}
