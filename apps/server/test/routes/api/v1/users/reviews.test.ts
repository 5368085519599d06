import { ZReviewsResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('GET /api/v1/users/reviews', () => {
  const ctx = useTestApp();

  async function getReviews(url = '/api/v1/users/reviews') {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return ZReviewsResponseSchema.parse(response.json());
  }

  it('lists the six seeded reviews with ratings and avatar paths', async () => {
    const reviews = await getReviews();
    expect(reviews.map((r) => [r.name, r.job, r.rating, r.avatar])).toEqual([
      ['Amelia Hart', 'Content Strategist, Northwind Media', 5, '/avatars/amelia-hart.svg'],
      ['Daniel Okafor', 'Founder, Brightline Studio', 4.5, '/avatars/daniel-okafor.svg'],
      ['Sofia Marquez', 'Marketing Lead, Pixel & Pine', 4.8, '/avatars/sofia-marquez.svg'],
      ['Kenji Watanabe', 'Indie Game Developer', 4.2, '/avatars/kenji-watanabe.svg'],
      ['Priya Raman', 'Podcast Producer, Signal Hill', 4.7, '/avatars/priya-raman.svg'],
      ['Lucas Bernard', 'Head of Support, Cartly', 4, '/avatars/lucas-bernard.svg'],
    ]);
    for (const review of reviews) {
      expect(review.review.length).toBeGreaterThan(60);
      expect(review.review).not.toMatch(/lorem/i);
    }
  });

  it('answers with a trailing slash too', async () => {
    expect(await getReviews('/api/v1/users/reviews/')).toHaveLength(6);
  });

  it('hides unpublished reviews', async () => {
    await ctx.app.db
      .updateTable('reviews')
      .set({ published: false })
      .where('name', '=', 'Kenji Watanabe')
      .execute();
    ctx.app.responseCache.invalidate('reviews');
    const names = (await getReviews()).map((review) => review.name);
    expect(names).toHaveLength(5);
    expect(names).not.toContain('Kenji Watanabe');
  });
});
