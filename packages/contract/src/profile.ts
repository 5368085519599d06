import { z } from 'zod';
import { ZEmailSchema, ZFullNameSchema, PASSWORD_MAX_LENGTH } from './auth.js';

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
