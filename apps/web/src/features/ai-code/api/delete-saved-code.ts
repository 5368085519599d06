import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeFromPages } from '@/lib/remove-from-pages';
import { codeKeys } from './code-keys';

/** DELETE saved/codes/{id}/: the saved run goes (204). */
export async function deleteSavedCode(id: number): Promise<void> {
  await apiClient.delete(`saved/codes/${id}/`);
}

export function useDeleteSavedCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSavedCode(id),
    // The deleted run's own query is left to expire (its page may still be mounted).
    onSuccess: () => removeFromPages(queryClient, codeKeys.lists, id),
  });
}
