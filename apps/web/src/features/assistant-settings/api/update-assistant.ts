import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminAssistantSchema, type TAdminAssistant, type TAssistantUpdate } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeChangedAssistant } from './assistant-settings-keys';
import { ADMIN_ASSISTANTS_PATH } from './get-admin-assistants';

/** PATCH admin/assistants/{id}/: any of an assistant's fields. */
export async function updateAssistant({
  id,
  body,
}: {
  id: number;
  body: TAssistantUpdate;
}): Promise<TAdminAssistant> {
  const { data } = await apiClient.patch<unknown>(`${ADMIN_ASSISTANTS_PATH}${id}/`, body);
  return ZAdminAssistantSchema.parse(data);
}

export function useUpdateAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssistant,
    onSuccess: (assistant) => storeChangedAssistant(queryClient, assistant),
  });
}
