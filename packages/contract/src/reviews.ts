import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** A review. Rating is out of 5; the UI rounds it to the nearest half star. */
export const ZReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job: z.string(),
  review: z.string(),
  rating: z.number().min(0).max(5),
  avatar: z.string(),
});
export type TReview = z.infer<typeof ZReviewSchema>;

export const ZReviewsResponseSchema = z.array(ZReviewSchema);
export type TReviewsResponse = z.infer<typeof ZReviewsResponseSchema>;

/** The published reviews; public. */
export const reviewEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'users/reviews',
    status: 200,
    answer: ZReviewsResponseSchema,
    errors: [],
  }),
};
