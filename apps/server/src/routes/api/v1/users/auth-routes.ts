import {
  ZDetailResponseSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZLogoutRequestSchema,
  ZRefreshErrorResponseSchema,
  ZRegisterRequestSchema,
  ZTokenPairSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, noStore } from '../../../../plugins/app/auth.js';
import {
  AUTH_IP_RATE_LIMIT,
  LOGIN_EMAIL_RATE_LIMIT,
  MAIL_EMAIL_RATE_LIMIT,
  perEmailRateLimit,
} from '../../../../plugins/external/rate-limit.js';
import { AUTH_DETAIL } from '../../../../services/auth/auth-messages.js';
import { errorResponses } from '../error-responses.js';
import authLinkRoutes from './auth-link-routes.js';

const tags = ['auth'];
const config = { rateLimit: AUTH_IP_RATE_LIMIT };
const security = [{ bearerAuth: [] }];

/** Sign-up, sign-in and sessions (public ones rate-limited per IP); the emailed links in auth-link-routes. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authLinkRoutes);

  app.post(
    '/register/',
    {
      schema: {
        tags,
        summary: 'Create an account',
        body: ZRegisterRequestSchema,
        response: { 201: ZDetailResponseSchema, ...errorResponses(400, 429) },
      },
      config,
      preHandler: perEmailRateLimit(app, 'register', MAIL_EMAIL_RATE_LIMIT),
    },
    async (request, reply) => {
      await app.auth.register(request.body, request.ip);
      return reply.code(201).send({ detail: AUTH_DETAIL.registered });
    },
  );

  app.post(
    '/login/',
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Sign in',
        body: ZLoginRequestSchema,
        response: { 200: ZLoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config,
      preHandler: perEmailRateLimit(app, 'login', LOGIN_EMAIL_RATE_LIMIT),
    },
    (request) => app.auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/token/refresh/',
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Rotate the refresh token (sent as Authorization: Bearer, no body)',
        // A refused refresh token answers 401 `{ message }`, not `{ detail }`: the client shows that message.
        response: { 200: ZTokenPairSchema, 401: ZRefreshErrorResponseSchema, ...errorResponses(429) },
      },
      config,
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const pair = token ? await app.auth.refresh(token) : undefined;
      return pair ?? reply.code(401).send({ message: AUTH_DETAIL.sessionExpired });
    },
  );

  const noContent = { 204: z.undefined(), ...errorResponses(400, 401) };

  app.post(
    '/logout/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'End this session (its access and refresh tokens)',
        body: ZLogoutRequestSchema.nullish(),
        response: noContent,
      },
    },
    async (request, reply) => {
      await app.auth.logout(request.user, request.session, request.body?.refresh_token);
      return reply.code(204).send();
    },
  );

  app.post(
    '/logout-all/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'End every session', response: noContent },
    },
    async (request, reply) => {
      await app.auth.logoutAll(request.user);
      return reply.code(204).send();
    },
  );
};

export default authRoutes;
