import { definePlugin } from '../../lib/define-plugin.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Echoes the request id (see genReqId in server-options.ts) so clients can quote it. */
export default definePlugin('request-id', async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
