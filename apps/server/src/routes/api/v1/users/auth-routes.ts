import {
  ZAccessRestoreConfirmRequestSchema,
  ZBadRequestResponseSchema,
  ZConfirmEmailRequestSchema,
  ZDetailResponseSchema,
  ZEmailOnlyRequestSchema,
  ZErrorResponseSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZPasswordResetConfirmRequestSchema,
  ZRegisterRequestSchema,
  ZTokenPairSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../../../plugins/app/auth.js';
import {
  AUTH_IP_RATE_LIMIT,
  LOGIN_EMAIL_RATE_LIMIT,
  MAIL_EMAIL_RATE_LIMIT,
  perEmailRateLimit,
} from '../../../../plugins/external/rate-limit.js';
import { AUTH_DETAIL } from '../../../../services/auth/auth-messages.js';

const errors = { 400: ZBadRequestResponseSchema, 429: ZErrorResponseSchema };
const tags = ['users'];
const config = { rateLimit: AUTH_IP_RATE_LIMIT };

/** Sign-up, sign-in, sessions and the emailed links; all public, all rate-limited per IP. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailLimit = (route: string) => perEmailRateLimit(app, route, MAIL_EMAIL_RATE_LIMIT);

  app.post(
    '/register/',
    {
      schema: {
        tags,
        summary: 'Create an account',
        body: ZRegisterRequestSchema,
        response: { 201: ZDetailResponseSchema, ...errors },
      },
      config,
      preHandler: mailLimit('register'),
    },
    async (request, reply) => {
      await app.auth.register(request.body, request.ip);
      return reply.code(201).send({ detail: AUTH_DETAIL.registered });
    },
  );

  app.post(
    '/login/',
    {
      schema: {
        tags,
        summary: 'Sign in',
        body: ZLoginRequestSchema,
        response: {
          200: ZLoginResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
          ...errors,
        },
      },
      config,
      preHandler: perEmailRateLimit(app, 'login', LOGIN_EMAIL_RATE_LIMIT),
    },
    (request) => app.auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token (sent as Authorization: Bearer, no body)',
        response: {
          200: ZTokenPairSchema,
          401: z.object({ message: z.string() }),
          429: ZErrorResponseSchema,
        },
      },
      config,
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const pair = token ? await app.auth.refresh(token) : undefined;
      return pair ?? reply.code(401).send({ message: AUTH_DETAIL.sessionExpired });
    },
  );

  app.post(
    '/confirm-email/',
    {
      schema: {
        tags,
        summary: 'Follow a confirmation link',
        body: ZConfirmEmailRequestSchema,
        response: { 200: ZDetailResponseSchema, ...errors },
      },
      config,
    },
    async (request) => ({ detail: await app.auth.confirmEmail(request.body.token) }),
  );

  const linkRequests = [
    [
      '/confirm-email/resend/',
      'Send a new confirmation link',
      AUTH_DETAIL.resendSent,
      (email: string) => app.auth.resendConfirmation(email),
    ],
    [
      '/password-reset/',
      'Email a password reset link',
      AUTH_DETAIL.resetSent,
      (email: string) => app.auth.requestLink(email, 'password_reset'),
    ],
    [
      '/access-restore/',
      'Email a one-time sign-in link',
      AUTH_DETAIL.restoreSent,
      (email: string) => app.auth.requestLink(email, 'access_restore'),
    ],
  ] as const;
  for (const [url, summary, detail, handle] of linkRequests) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary,
          body: ZEmailOnlyRequestSchema,
          response: { 200: ZDetailResponseSchema, ...errors },
        },
        config,
        preHandler: mailLimit(url),
      },
      async (request) => {
        await handle(request.body.email);
        return { detail };
      },
    );
  }

  app.post(
    '/password-reset/confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        body: ZPasswordResetConfirmRequestSchema,
        response: { 200: ZDetailResponseSchema, ...errors },
      },
      config,
    },
    async (request) => {
      await app.auth.confirmPasswordReset(request.body);
      return { detail: AUTH_DETAIL.passwordReset };
    },
  );

  app.post(
    '/access-restore/confirm/',
    {
      schema: {
        tags,
        summary: 'Sign in with a one-time link',
        body: ZAccessRestoreConfirmRequestSchema,
        response: { 200: ZLoginResponseSchema, 403: ZErrorResponseSchema, ...errors },
      },
      config,
    },
    (request) => app.auth.confirmAccessRestore(request.body.token, request.ip),
  );
};

export default authRoutes;
