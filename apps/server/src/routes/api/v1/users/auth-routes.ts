import { authEndpoints, ZRefreshErrorResponseSchema } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, noStore } from '../../../../plugins/app/auth.js';
import {
  AUTH_IP_RATE_LIMIT,
  LOGIN_EMAIL_RATE_LIMIT,
  MAIL_EMAIL_RATE_LIMIT,
  perEmailRateLimit,
} from '../../../../plugins/external/rate-limit.js';
import { AUTH_DETAIL } from '../../../../services/auth/auth-messages.js';
import { route } from '../endpoint-route.js';
import authLinkRoutes from './auth-link-routes.js';

const tags = ['auth'];
const config = { rateLimit: AUTH_IP_RATE_LIMIT };

/** Sign-up, sign-in and sessions (public ones rate-limited per IP); the emailed links in auth-link-routes. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authLinkRoutes);

  route(
    app,
    authEndpoints.register,
    {
      tags,
      summary: 'Create an account',
      config,
      preHandler: perEmailRateLimit(app, 'register', MAIL_EMAIL_RATE_LIMIT),
    },
    async (request) => {
      await app.auth.register(request.body, request.ip);
      return { detail: AUTH_DETAIL.registered };
    },
  );

  route(
    app,
    authEndpoints.login,
    {
      tags,
      summary: 'Sign in',
      onRequest: noStore,
      config,
      preHandler: perEmailRateLimit(app, 'login', LOGIN_EMAIL_RATE_LIMIT),
    },
    (request) => app.auth.login(request.body.email, request.body.password, request.ip),
  );

  route(
    app,
    authEndpoints.refresh,
    {
      tags,
      summary: 'Rotate the refresh token (sent as Authorization: Bearer, no body)',
      onRequest: noStore,
      config,
      // A refused refresh token answers 401 `{ message }`, not `{ detail }`: the client shows that message.
      response: { 401: ZRefreshErrorResponseSchema },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const pair = token ? await app.auth.refresh(token) : undefined;
      return pair ?? reply.code(401).send({ message: AUTH_DETAIL.sessionExpired });
    },
  );

  route(
    app,
    authEndpoints.logout,
    {
      tags,
      summary: 'End this session (its access and refresh tokens)',
      onRequest: app.authenticate,
    },
    (request) => app.auth.logout(request.user, request.session, request.body?.refresh_token),
  );

  route(
    app,
    authEndpoints.logoutAll,
    { tags, summary: 'End every session', onRequest: app.authenticate },
    (request) => app.auth.logoutAll(request.user),
  );
};

export default authRoutes;
