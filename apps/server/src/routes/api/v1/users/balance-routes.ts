import { ZBalanceResponseSchema, ZLedgerQuerySchema, ZLedgerResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

const tags = ['balance'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's balances and ledger. */
const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/balance/',
    {
      schema: {
        tags,
        security,
        summary: 'Current balances, per-request limits, what was used and the plan name',
        response: { 200: ZBalanceResponseSchema, ...errorResponses(401) },
      },
    },
    (request) => app.balances.getBalance(request.user),
  );

  app.get(
    '/ledger/',
    {
      schema: {
        tags,
        security,
        summary: 'Every balance change, newest first; filter by capability',
        querystring: ZLedgerQuerySchema,
        response: { 200: ZLedgerResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.balances.listLedger(request.user.id, request.query),
  );
};

export default balanceRoutes;
