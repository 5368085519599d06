import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeFromPages } from '@/lib/remove-from-pages';
import { imageKeys } from './image-keys';

/** DELETE saved/images/{id}/: the image and its files go (204). */
export async function deleteSavedImage(id: number): Promise<void> {
  await apiClient.delete(`saved/images/${id}/`);
}

export function useDeleteSavedImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSavedImage(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: imageKeys.detail(id) });
      return removeFromPages(queryClient, imageKeys.lists, id);
    },
  });
}
