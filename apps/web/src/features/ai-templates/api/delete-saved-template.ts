import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedTemplatesResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
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
    onSuccess: () => {
      queryClient.setQueriesData<TSavedTemplatesResponse>({ queryKey: templateKeys.savedLists }, (page) =>
        page?.results.some((saved) => saved.id === id)
          ? { ...page, count: page.count - 1, results: page.results.filter((saved) => saved.id !== id) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: templateKeys.savedLists });
    },
  });
}
