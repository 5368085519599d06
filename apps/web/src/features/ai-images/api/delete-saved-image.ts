import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedImagesResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
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
      queryClient.setQueriesData<TSavedImagesResponse>({ queryKey: imageKeys.lists }, (page) =>
        page?.results.some((saved) => saved.id === id)
          ? { ...page, count: page.count - 1, results: page.results.filter((saved) => saved.id !== id) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: imageKeys.lists });
    },
  });
}
