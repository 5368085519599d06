import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedCodesResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
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
    onSuccess: () => {
      queryClient.setQueriesData<TSavedCodesResponse>({ queryKey: codeKeys.lists }, (page) =>
        page?.results.some((saved) => saved.id === id)
          ? { ...page, count: page.count - 1, results: page.results.filter((saved) => saved.id !== id) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: codeKeys.lists });
    },
  });
}
