import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTranscriptionsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { transcriptionKeys } from './transcription-keys';

/** DELETE saved/speech-to-text/{id}/: the transcription and its audio go (204; 409 while it runs). */
export async function deleteSavedTranscription(id: number): Promise<void> {
  await apiClient.delete(`saved/speech-to-text/${id}/`);
}

export function useDeleteSavedTranscription(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSavedTranscription(id),
    // The deleted one's own queries are left to expire (its page may still be mounted).
    onSuccess: () => {
      queryClient.setQueriesData<TTranscriptionsResponse>({ queryKey: transcriptionKeys.lists }, (page) =>
        page?.results.some((saved) => saved.id === id)
          ? { ...page, count: page.count - 1, results: page.results.filter((saved) => saved.id !== id) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists });
    },
  });
}
