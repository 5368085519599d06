import type { TReview, TReviewsResponse } from '@inkwell/contract';
import type { TReviewRow } from '../../db/types.js';
import { CACHE_KEYS, type ResponseCache } from '../../lib/response-cache.js';
import type { TRepositories } from '../../repositories/index.js';

export function toReview(row: TReviewRow): TReview {
  return {
    id: row.id,
    name: row.name,
    job: row.job,
    review: row.review,
    rating: row.rating_tenths / 10,
    avatar: row.avatar,
  };
}

/** Published reviews for the home page, cached. */
export class ReviewService {
  constructor(
    private readonly repositories: TRepositories,
    private readonly cache: ResponseCache,
  ) {}

  listReviews(): Promise<TReviewsResponse> {
    return this.cache.remember(CACHE_KEYS.reviews, async () =>
      (await this.repositories.reviews.findAllPublished()).map(toReview),
    );
  }
}
