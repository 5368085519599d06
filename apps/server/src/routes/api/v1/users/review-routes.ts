import { ZReviewsResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Published user reviews; public and cached. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Published user reviews for the home page',
        response: { 200: ZReviewsResponseSchema },
      },
    },
    () => app.reviews.listReviews(),
  );
};

export default reviewRoutes;
