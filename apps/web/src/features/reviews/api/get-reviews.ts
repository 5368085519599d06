import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReviewsResponseSchema, type TReviewsResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** GET users/reviews: the reviews shown on the home page. */
export async function getReviews(): Promise<TReviewsResponse> {
  const { data } = await apiClient.get<unknown>('users/reviews');
  return ZReviewsResponseSchema.parse(data);
}

export const reviewsQueryOptions = () => queryOptions({ queryKey: reviewKeys.list, queryFn: getReviews });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
