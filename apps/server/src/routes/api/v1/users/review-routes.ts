import { reviewEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

/** Published user reviews; public and cached. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    reviewEndpoints.list,
    { tags: ['reviews'], summary: 'Published user reviews for the home page' },
    () => app.reviews.listReviews(),
  );
};

export default reviewRoutes;
