import {
  ZAdminPaymentGatewaySchema,
  ZAdminPaymentGatewaysResponseSchema,
  ZAdminPaymentGatewayUpdateSchema,
  ZGatewayParamsSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** Payment gateways: which are on, which is the default. */
const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment-gateways/',
    {
      schema: {
        tags,
        security,
        summary: 'Every payment gateway with its switch, default flag and configuration state',
        response: { 200: ZAdminPaymentGatewaysResponseSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.gatewayAdmin.list(),
  );

  app.patch(
    '/payment-gateways/:gateway_id/',
    {
      schema: {
        tags,
        security,
        summary: 'Switch a gateway on or off, or make it the default',
        params: ZGatewayParamsSchema,
        body: ZAdminPaymentGatewayUpdateSchema,
        response: { 200: ZAdminPaymentGatewaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.gatewayAdmin.update(request.params.gateway_id, request.body),
  );
};

export default gatewayRoutes;
