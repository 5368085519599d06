import { ZCompanyInfoResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

/** The company behind the product; public and cached. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company_info',
    {
      schema: {
        tags: ['company'],
        summary: 'The company behind the product, for the footer and policy pages',
        response: { 200: ZCompanyInfoResponseSchema, ...errorResponses(404) },
      },
    },
    () => app.company.getCompanyInfo(),
  );
};

export default companyRoutes;
