import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminAssistantsResponseSchema,
  ZCatalogueOrderSchema,
  type TAdminAssistantsResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { assistantSettingsKeys } from './assistant-settings-keys';
import { ADMIN_ASSISTANTS_PATH } from './get-admin-assistants';

/** PUT admin/assistants/order/: every assistant's id, in the order users will see them. */
export async function saveAssistantOrder(ids: number[]): Promise<TAdminAssistantsResponse> {
  const { data } = await apiClient.put<unknown>(
    `${ADMIN_ASSISTANTS_PATH}order/`,
    ZCatalogueOrderSchema.parse({ ids }),
  );
  return ZAdminAssistantsResponseSchema.parse(data);
}

export function useSaveAssistantOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAssistantOrder,
    onSuccess: (assistants) => queryClient.setQueryData(assistantSettingsKeys.list, assistants),
  });
}
