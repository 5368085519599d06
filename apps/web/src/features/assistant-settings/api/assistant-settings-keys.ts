import type { QueryClient } from '@tanstack/react-query';
import {
  adminAssistantEndpoints,
  type TAdminAssistant,
  type TAdminAssistantsResponse,
} from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** Puts a saved assistant in the list (a new one at the end), then reads the list again. */
export async function storeChangedAssistant(
  queryClient: QueryClient,
  assistant: TAdminAssistant,
): Promise<void> {
  const list = endpointKey(adminAssistantEndpoints.list);
  queryClient.setQueryData<TAdminAssistantsResponse>(list, (current) => {
    if (!current) return current;
    const known = current.some((candidate) => candidate.id === assistant.id);
    return known
      ? current.map((candidate) => (candidate.id === assistant.id ? assistant : candidate))
      : [...current, assistant];
  });
  await queryClient.invalidateQueries({ queryKey: list });
}
