import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeFromPages } from '@/lib/remove-from-pages';
import { templateKeys } from './template-keys';

/** DELETE saved/templates/{id}/: the saved run goes (204). */
export async function deleteSavedTemplate(id: number): Promise<void> {
  await apiClient.delete(`saved/templates/${id}/`);
}

export function useDeleteSavedTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSavedTemplate(id),
    // The deleted run's own query is left to expire (its page may still be mounted).
    onSuccess: () => removeFromPages(queryClient, templateKeys.savedLists, id),
  });
}
