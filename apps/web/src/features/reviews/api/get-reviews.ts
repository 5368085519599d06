import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReviewsResponseSchema, type TReviewsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';

export async function getReviews(): Promise<TReviewsResponse> {
  const { data } = await apiClient.get<unknown>('users/reviews');
  return ZReviewsResponseSchema.parse(data);
}

export const reviewsQueryOptions = () => queryOptions({ queryKey: ['reviews'], queryFn: getReviews });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
