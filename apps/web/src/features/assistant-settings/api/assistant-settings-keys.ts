import type { QueryClient } from '@tanstack/react-query';
import type { TAdminAssistant, TAdminAssistantsResponse } from '@inkwell/contract';

/** Query keys of the admin's assistants catalogue. */
export const assistantSettingsKeys = {
  all: ['assistant-settings'] as const,
  list: ['assistant-settings', 'list'] as const,
};

/** Puts a saved assistant in the list (a new one at the end), then reads the list again. */
export async function storeChangedAssistant(
  queryClient: QueryClient,
  assistant: TAdminAssistant,
): Promise<void> {
  queryClient.setQueryData<TAdminAssistantsResponse>(assistantSettingsKeys.list, (current) => {
    if (!current) return current;
    const known = current.some((candidate) => candidate.id === assistant.id);
    return known
      ? current.map((candidate) => (candidate.id === assistant.id ? assistant : candidate))
      : [...current, assistant];
  });
  await queryClient.invalidateQueries({ queryKey: assistantSettingsKeys.list });
}
