import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeFromPages } from '@/lib/remove-from-pages';
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
      return removeFromPages(queryClient, speechKeys.lists, id);
    },
  });
}
