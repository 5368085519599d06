import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedSpeechesResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { speechKeys } from './speech-keys';

/** DELETE saved/text-to-speech/{id}/: the speech and its audio go (204). */
export async function deleteSavedSpeech(id: number): Promise<void> {
  await apiClient.delete(`saved/text-to-speech/${id}/`);
}

export function useDeleteSavedSpeech(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSavedSpeech(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: speechKeys.detail(id) });
      queryClient.setQueriesData<TSavedSpeechesResponse>({ queryKey: speechKeys.lists }, (page) =>
        page?.results.some((saved) => saved.id === id)
          ? { ...page, count: page.count - 1, results: page.results.filter((saved) => saved.id !== id) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: speechKeys.lists });
    },
  });
}
