import { useMutation } from '@tanstack/react-query';
import { ZChatSummarySchema, type TChatSummary } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { ADMIN_ASSISTANTS_PATH } from './get-admin-assistants';

/** POST admin/assistants/{id}/try/: a new admin test chat with it (hidden ones too; answers spend nothing). */
export async function tryAssistant(id: number): Promise<TChatSummary> {
  const { data } = await apiClient.post<unknown>(`${ADMIN_ASSISTANTS_PATH}${id}/try/`);
  return ZChatSummarySchema.parse(data);
}

export function useTryAssistant() {
  return useMutation({ mutationFn: tryAssistant });
}
