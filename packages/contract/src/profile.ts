import { z } from 'zod';
import {
  ZEmailSchema,
  ZFullNameSchema,
  ZPasswordChangeRequestSchema,
  ZTokenPairSchema,
  PASSWORD_MAX_LENGTH,
} from './auth.js';
import { endpoint } from './endpoint.js';

export const USER_ROLES = ['user', 'admin'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

/** Avatar uploads: png, jpeg or webp up to 2 MB, re-encoded by the server. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** GET users/profile: full_name, email, avatar and plan, then the account's role and state. */
export const ZProfileResponseSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  /** Pending new address awaiting confirmation, if an email change is in progress. */
  pending_email: z.string().nullable(),
  avatar: z.string().nullable(),
  plan: z.string(),
  role: z.enum(USER_ROLES),
  is_admin: z.boolean(),
  email_confirmed: z.boolean(),
  date_joined: z.string(),
});
export type TProfileResponse = z.infer<typeof ZProfileResponseSchema>;

/**
 * PATCH users/profile/ → 200 ZProfileResponseSchema. The profile is updated as a whole:
 * the browser sends the editable fields; an email change also needs current_password and is
 * applied after the new address is confirmed.
 */
export const ZProfileUpdateRequestSchema = z.object({
  full_name: ZFullNameSchema,
  email: ZEmailSchema,
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequestSchema>;

/** DELETE users/account/ → 204 after the password is checked. */
export const ZDeleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX_LENGTH),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequestSchema>;

/** The signed-in user's own account, under users/. */
export const profileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'users/profile/',
    status: 200,
    answer: ZProfileResponseSchema,
    errors: [400, 401],
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'users/profile/',
    body: ZProfileUpdateRequestSchema,
    status: 200,
    answer: ZProfileResponseSchema,
    errors: [400, 401],
  }),
  /** Multipart, the image in `file` (PNG, JPEG or WebP by its bytes, AVATAR_MAX_BYTES at most). */
  uploadAvatar: endpoint({
    method: 'POST',
    path: 'users/profile/avatar/',
    status: 200,
    answer: ZProfileResponseSchema,
    errors: [400, 401, 413, 415],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: 'users/password/',
    body: ZPasswordChangeRequestSchema,
    status: 200,
    answer: ZTokenPairSchema,
    errors: [400, 401],
  }),
  removeAccount: endpoint({
    method: 'DELETE',
    path: 'users/account/',
    body: ZDeleteAccountRequestSchema,
    status: 204,
    errors: [400, 401],
  }),
  /** A JSON file to download: the profile and every creation. */
  /** The profile and creations as one JSON document, sent as a file (no fixed shape). */
  exportData: endpoint({
    method: 'GET',
    path: 'users/export/',
    status: 200,
    answer: z.unknown(),
    errors: [401],
  }),
};
