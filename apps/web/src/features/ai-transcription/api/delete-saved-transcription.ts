import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeFromPages } from '@/lib/remove-from-pages';
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
    onSuccess: () => removeFromPages(queryClient, transcriptionKeys.lists, id),
  });
}
