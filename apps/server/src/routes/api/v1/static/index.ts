import { ZCompanyInfoResponseSchema, ZErrorResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const staticRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company_info',
    {
      schema: {
        tags: ['static'],
        summary: 'The company behind the product, for the footer and policy pages',
        response: { 200: ZCompanyInfoResponseSchema, 404: ZErrorResponseSchema },
      },
    },
    () => app.catalogue.getCompanyInfo(),
  );
};

export default staticRoutes;
