import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZImageOptionsSchema, type TImageOptions } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { imageKeys } from './image-keys';

/** GET ai/images/options/: whether AI Images is set up, and the sizes, styles and qualities it offers. */
export async function getImageOptions(): Promise<TImageOptions> {
  const { data } = await apiClient.get<unknown>('ai/images/options/');
  return ZImageOptionsSchema.parse(data);
}

export const imageOptionsQueryOptions = () =>
  queryOptions({ queryKey: imageKeys.options, queryFn: getImageOptions });

export function useImageOptions() {
  return useQuery(imageOptionsQueryOptions());
}
