import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSavedImagesResponseSchema,
  type TSavedImagesQuery,
  type TSavedImagesResponse,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { imageKeys } from './image-keys';

/**
 * How long a page of images is fresh: its signed URLs expire within minutes, so the page is
 * asked again (fresh URLs) before they do, and whenever the window comes back into focus.
 */
export const SAVED_IMAGES_STALE_MS = 4 * 60_000;

/** GET saved/images/: the user's images, newest first; `search` looks in the prompts. */
export async function getSavedImages(query: TSavedImagesQuery): Promise<TSavedImagesResponse> {
  const { data } = await apiClient.get<unknown>('saved/images/', { params: query });
  return ZSavedImagesResponseSchema.parse(data);
}

export const savedImagesQueryOptions = (query: TSavedImagesQuery) =>
  queryOptions({
    queryKey: imageKeys.list(query),
    queryFn: () => getSavedImages(query),
    // The previous page (or search) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: SAVED_IMAGES_STALE_MS,
    refetchInterval: SAVED_IMAGES_STALE_MS,
    refetchOnWindowFocus: true,
  });

export function useSavedImages(query: TSavedImagesQuery) {
  return useQuery(savedImagesQueryOptions(query));
}
