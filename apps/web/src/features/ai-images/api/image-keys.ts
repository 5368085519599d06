import type { QueryClient } from '@tanstack/react-query';
import type { TSavedImage, TSavedImagesQuery } from '@inkwell/contract';

/** Query keys of AI Images: the model's options and the user's saved images; `all` covers every one. */
export const imageKeys = {
  all: ['ai-images'] as const,
  options: ['ai-images', 'options'] as const,
  lists: ['ai-images', 'list'] as const,
  list: (query: TSavedImagesQuery) => ['ai-images', 'list', query] as const,
  detail: (id: number) => ['ai-images', 'detail', id] as const,
};

/** Images just made: kept for their own queries, the lists (My Images, Latest generations) asked again. */
export function storeGeneratedImages(queryClient: QueryClient, images: TSavedImage[]): Promise<void> {
  for (const image of images) queryClient.setQueryData(imageKeys.detail(image.id), image);
  return queryClient.invalidateQueries({ queryKey: imageKeys.lists });
}
