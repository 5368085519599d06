import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imageEndpoints, type TImageRequest } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeSavedItems } from '@/components/saved/saved-items';
import { savedImages } from './saved-images';

/**
 * POST ai/images/: makes and saves the images (seconds to a minute). 201 with the images, how
 * many were asked for and the AI images left; 400, 402, 422 (declined by the provider's content
 * policy), 429, 502 and 503 are refusals.
 */
export function useGenerateImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TImageRequest) => callEndpoint(imageEndpoints.generate, { body: request }),
    onSuccess: (result) => storeSavedItems(queryClient, savedImages, result.images),
  });
}
