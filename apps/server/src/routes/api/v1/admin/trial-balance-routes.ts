import { ZTrialBalancesSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The balances every new account starts with (TRIAL PLAN). */
const trialBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trial-balances/',
    {
      schema: {
        tags,
        security,
        summary: 'Trial balances granted to new accounts',
        response: { 200: ZTrialBalancesSchema, ...errorResponses(401, 403) },
      },
    },
    () => app.trialBalances.get(),
  );

  app.put(
    '/trial-balances/',
    {
      schema: {
        tags,
        security,
        summary: 'Set the trial balances (applies to accounts created from now on)',
        body: ZTrialBalancesSchema,
        response: { 200: ZTrialBalancesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.trialBalances.set(request.body),
  );
};

export default trialBalanceRoutes;
