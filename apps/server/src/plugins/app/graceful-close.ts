import { definePlugin } from '../../lib/define-plugin.js';

/**
 * Once close() has begun, answers still in flight carry `Connection: close`, so their
 * keep-alive sockets end with the response instead of holding the shutdown open until the
 * keep-alive timeout (the database is closed only after every connection has ended).
 */
export default definePlugin('graceful-close', async (app) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
});
