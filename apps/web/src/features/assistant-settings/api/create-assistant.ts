import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminAssistantSchema, type TAdminAssistant, type TAssistantRequest } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeChangedAssistant } from './assistant-settings-keys';
import { ADMIN_ASSISTANTS_PATH } from './get-admin-assistants';

/** POST admin/assistants/: a new assistant, shown after the others. */
export async function createAssistant(body: TAssistantRequest): Promise<TAdminAssistant> {
  const { data } = await apiClient.post<unknown>(ADMIN_ASSISTANTS_PATH, body);
  return ZAdminAssistantSchema.parse(data);
}

export function useCreateAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssistant,
    onSuccess: (assistant) => storeChangedAssistant(queryClient, assistant),
  });
}
