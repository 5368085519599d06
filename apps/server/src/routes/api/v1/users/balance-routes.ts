import { balanceEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, signedInOnly } from '../endpoint-route.js';

const tags = ['balance'];

/** The signed-in user's balances and ledger. */
const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  route(
    app,
    balanceEndpoints.get,
    {
      tags,
      summary: 'Current balances, per-request limits, what was used and the plan name',
    },
    (request) => app.balances.getBalance(request.user),
  );

  route(
    app,
    balanceEndpoints.ledger,
    { tags, summary: 'Every balance change, newest first; filter by capability' },
    (request) => app.balances.listLedger(request.user.id, request.query),
  );
};

export default balanceRoutes;
