import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewEndpoints, type TReviewsResponse } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/** GET users/reviews: the reviews shown on the home page. */
export function getReviews(): Promise<TReviewsResponse> {
  return callEndpoint(reviewEndpoints.list);
}

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: endpointKey(reviewEndpoints.list), queryFn: getReviews });

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
