import { ZReviewsResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountRoutes from './account-routes.js';
import authRoutes from './auth-routes.js';
import billingRoutes from './billing-routes.js';

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

  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(billingRoutes);
};

export default usersRoutes;
