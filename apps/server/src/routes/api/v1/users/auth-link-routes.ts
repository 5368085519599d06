import {
  ZAccessRestoreConfirmRequestSchema,
  ZConfirmEmailRequestSchema,
  ZDetailResponseSchema,
  ZEmailOnlyRequestSchema,
  ZLoginResponseSchema,
  ZPasswordResetConfirmRequestSchema,
} from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_IP_RATE_LIMIT,
  MAIL_EMAIL_RATE_LIMIT,
  perEmailRateLimit,
} from '../../../../plugins/external/rate-limit.js';
import { noStore } from '../../../../plugins/app/auth.js';
import { AUTH_DETAIL } from '../../../../services/auth/auth-messages.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 429);
const tags = ['auth'];
const config = { rateLimit: AUTH_IP_RATE_LIMIT };

/** The emailed links: confirm an address, reset a password, sign in once; public, rate-limited per IP. */
const authLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailLimit = (route: string) => perEmailRateLimit(app, route, MAIL_EMAIL_RATE_LIMIT);

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
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Sign in with a one-time link',
        body: ZAccessRestoreConfirmRequestSchema,
        response: { 200: ZLoginResponseSchema, ...errorResponses(400, 403, 429) },
      },
      config,
    },
    (request) => app.auth.confirmAccessRestore(request.body.token, request.ip),
  );
};

export default authLinkRoutes;
