import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZImageResultSchema, type TImageRequest, type TImageResult } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { storeSavedItems } from '@/components/saved/saved-items';
import { savedImages } from './saved-images';

/**
 * POST ai/images/: makes and saves the images (seconds to a minute). 201 with the images, how
 * many were asked for and the AI images left; 400, 402, 422 (declined by the provider's content
 * policy), 429, 502 and 503 are refusals.
 */
export async function generateImages(request: TImageRequest): Promise<TImageResult> {
  const { data } = await apiClient.post<unknown>('ai/images/', request);
  return ZImageResultSchema.parse(data);
}

export function useGenerateImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateImages,
    onSuccess: (result) => storeSavedItems(queryClient, savedImages, result.images),
  });
}
