import { ZReviewsResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['users'],
        summary: 'Published user reviews for the home page',
        response: { 200: ZReviewsResponseSchema },
      },
    },
    () => app.catalogue.listReviews(),
  );
};

export default usersRoutes;
