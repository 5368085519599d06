import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCatalogueRemovedSchema, type TCatalogueRemoved } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { assistantSettingsKeys } from './assistant-settings-keys';
import { ADMIN_ASSISTANTS_PATH } from './get-admin-assistants';

/** DELETE admin/assistants/{id}/: deleted, or only hidden when users have chats with it. */
export async function removeAssistant(id: number): Promise<TCatalogueRemoved> {
  const { data } = await apiClient.delete<unknown>(`${ADMIN_ASSISTANTS_PATH}${id}/`);
  return ZCatalogueRemovedSchema.parse(data);
}

export function useRemoveAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAssistant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantSettingsKeys.list }),
  });
}
