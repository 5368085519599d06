import { authEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_IP_RATE_LIMIT,
  MAIL_EMAIL_RATE_LIMIT,
  perEmailRateLimit,
} from '../../../../plugins/external/rate-limit.js';
import { noStore } from '../../../../plugins/app/auth.js';
import { AUTH_DETAIL } from '../../../../services/auth/auth-messages.js';
import { route } from '../endpoint-route.js';

const tags = ['auth'];
const config = { rateLimit: AUTH_IP_RATE_LIMIT };

/** The emailed links: confirm an address, reset a password, sign in once; public, rate-limited per IP. */
const authLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    authEndpoints.confirmEmail,
    { tags, summary: 'Follow a confirmation link', config },
    async (request) => ({ detail: await app.auth.confirmEmail(request.body.token) }),
  );

  const linkRequests = [
    [
      authEndpoints.resendConfirmation,
      'Send a new confirmation link',
      AUTH_DETAIL.resendSent,
      (email: string) => app.auth.resendConfirmation(email),
    ],
    [
      authEndpoints.requestPasswordReset,
      'Email a password reset link',
      AUTH_DETAIL.resetSent,
      (email: string) => app.auth.requestLink(email, 'password_reset'),
    ],
    [
      authEndpoints.requestAccessRestore,
      'Email a one-time sign-in link',
      AUTH_DETAIL.restoreSent,
      (email: string) => app.auth.requestLink(email, 'access_restore'),
    ],
  ] as const;
  for (const [endpoint, summary, detail, handle] of linkRequests) {
    // Each link's per-email counter is named by its path under users/ (`/password-reset/`).
    const mailLimit = perEmailRateLimit(app, endpoint.path.slice('users'.length), MAIL_EMAIL_RATE_LIMIT);
    route(app, endpoint, { tags, summary, config, preHandler: mailLimit }, async (request) => {
      await handle(request.body.email);
      return { detail };
    });
  }

  route(
    app,
    authEndpoints.confirmPasswordReset,
    { tags, summary: 'Set a new password from a reset link', config },
    async (request) => {
      await app.auth.confirmPasswordReset(request.body);
      return { detail: AUTH_DETAIL.passwordReset };
    },
  );

  route(
    app,
    authEndpoints.confirmAccessRestore,
    { tags, summary: 'Sign in with a one-time link', onRequest: noStore, config },
    (request) => app.auth.confirmAccessRestore(request.body.token, request.ip),
  );
};

export default authLinkRoutes;
