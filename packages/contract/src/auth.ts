import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** Passwords are 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ZEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'));

export const ZPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const ZFullNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your full name.')
  .max(120, 'Name is too long.');

/** A single-use link token from an email (≥ 128-bit random, base64url). */
export const ZLinkTokenSchema = z
  .string()
  .trim()
  .min(20, 'This link is invalid.')
  .max(200, 'This link is invalid.')
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is invalid.');

/** POST users/register/ → 201 ZDetailResponseSchema (same answer whether or not the email exists). */
export const ZRegisterRequestSchema = z.object({
  full_name: ZFullNameSchema,
  email: ZEmailSchema,
  password: ZPasswordSchema,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/** POST users/login/ → 200 ZLoginResponseSchema; 401 { detail } for any wrong email/password. */
export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZTokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TTokenPair = z.infer<typeof ZTokenPairSchema>;

export const ZLoginResponseSchema = ZTokenPairSchema.extend({ is_admin: z.boolean() });
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/**
 * POST users/token/refresh/ with `Authorization: Bearer <refresh token>` and no body:
 * 200 with both tokens, or 401 with `{ message }` when the refresh token is not accepted.
 */
export const ZRefreshErrorResponseSchema = z.object({ message: z.string() });
export type TRefreshErrorResponse = z.infer<typeof ZRefreshErrorResponseSchema>;
export const ZRefreshResponseSchema = z.union([ZTokenPairSchema, ZRefreshErrorResponseSchema]);
export type TRefreshResponse = z.infer<typeof ZRefreshResponseSchema>;

/** Generic `{ detail }` success answer (register, resend, reset request, …). */
export const ZDetailResponseSchema = z.object({ detail: z.string() });
export type TDetailResponse = z.infer<typeof ZDetailResponseSchema>;

/** POST users/logout/ (Bearer access) → 204: revokes this refresh token's family. */
export const ZLogoutRequestSchema = z.object({ refresh_token: z.string().max(4096).optional() });
export type TLogoutRequest = z.infer<typeof ZLogoutRequestSchema>;

/** POST users/confirm-email/ → 200 { detail }. */
export const ZConfirmEmailRequestSchema = z.object({ token: ZLinkTokenSchema });
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequestSchema>;

/** POST users/confirm-email/resend/, users/password-reset/, users/access-restore/ → 200 { detail }. */
export const ZEmailOnlyRequestSchema = z.object({ email: ZEmailSchema });
export type TEmailOnlyRequest = z.infer<typeof ZEmailOnlyRequestSchema>;

/** POST users/password-reset/confirm/ → 200 { detail }; ends every session. */
export const ZPasswordResetConfirmRequestSchema = z.object({
  token: ZLinkTokenSchema,
  password: ZPasswordSchema,
});
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequestSchema>;

/** POST users/access-restore/confirm/ → 200 ZLoginResponseSchema; also confirms the email. */
export const ZAccessRestoreConfirmRequestSchema = z.object({ token: ZLinkTokenSchema });
export type TAccessRestoreConfirmRequest = z.infer<typeof ZAccessRestoreConfirmRequestSchema>;

/** POST users/password/ (Bearer access) → 200 ZTokenPairSchema; every other session ends. */
export const ZPasswordChangeRequestSchema = z.object({
  current_password: z.string().min(1, 'Please enter your current password.').max(PASSWORD_MAX_LENGTH),
  new_password: ZPasswordSchema,
});
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequestSchema>;

/**
 * Sign-up, sign-in, sessions and the emailed links, under users/. The link requests answer the
 * same `{ detail }` whether or not the email has an account.
 */
export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: 'users/register/',
    body: ZRegisterRequestSchema,
    status: 201,
    answer: ZDetailResponseSchema,
    errors: [400, 429],
  }),
  login: endpoint({
    method: 'POST',
    path: 'users/login/',
    body: ZLoginRequestSchema,
    status: 200,
    answer: ZLoginResponseSchema,
    errors: [400, 401, 403, 429],
  }),
  /** The refresh token travels as the Bearer token; a refused one answers 401 `{ message }`. */
  refresh: endpoint({
    method: 'POST',
    path: 'users/token/refresh/',
    status: 200,
    answer: ZTokenPairSchema,
    errors: [429],
  }),
  logout: endpoint({
    method: 'POST',
    path: 'users/logout/',
    body: ZLogoutRequestSchema.nullish(),
    status: 204,
    errors: [400, 401],
  }),
  logoutAll: endpoint({ method: 'POST', path: 'users/logout-all/', status: 204, errors: [400, 401] }),
  confirmEmail: endpoint({
    method: 'POST',
    path: 'users/confirm-email/',
    body: ZConfirmEmailRequestSchema,
    status: 200,
    answer: ZDetailResponseSchema,
    errors: [400, 429],
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: 'users/confirm-email/resend/',
    body: ZEmailOnlyRequestSchema,
    status: 200,
    answer: ZDetailResponseSchema,
    errors: [400, 429],
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: 'users/password-reset/',
    body: ZEmailOnlyRequestSchema,
    status: 200,
    answer: ZDetailResponseSchema,
    errors: [400, 429],
  }),
  requestAccessRestore: endpoint({
    method: 'POST',
    path: 'users/access-restore/',
    body: ZEmailOnlyRequestSchema,
    status: 200,
    answer: ZDetailResponseSchema,
    errors: [400, 429],
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: 'users/password-reset/confirm/',
    body: ZPasswordResetConfirmRequestSchema,
    status: 200,
    answer: ZDetailResponseSchema,
    errors: [400, 429],
  }),
  confirmAccessRestore: endpoint({
    method: 'POST',
    path: 'users/access-restore/confirm/',
    body: ZAccessRestoreConfirmRequestSchema,
    status: 200,
    answer: ZLoginResponseSchema,
    errors: [400, 403, 429],
  }),
};
