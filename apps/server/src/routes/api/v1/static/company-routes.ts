import { companyEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../endpoint-route.js';

/** The company behind the product; public and cached. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    companyEndpoints.get,
    { tags: ['company'], summary: 'The company behind the product, for the footer and policy pages' },
    () => app.company.getCompanyInfo(),
  );
};

export default companyRoutes;
