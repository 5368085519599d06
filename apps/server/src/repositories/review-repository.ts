import type { TNewReview, TReviewRow } from '../db/types.js';
import type { TExecutor } from './executor.js';

export class ReviewRepository {
  constructor(private readonly db: TExecutor) {}

  async findAllPublished(trx: TExecutor = this.db): Promise<TReviewRow[]> {
    return trx
      .selectFrom('reviews')
      .selectAll()
      .where('published', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async create(review: TNewReview, trx: TExecutor = this.db): Promise<number> {
    const { id } = await trx.insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow();
    return id;
  }
}
