import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ZIdParamsSchema } from './params.js';
import { ZAdminOrderSchema } from './admin-orders.js';
import { ZDetailResponseSchema, ZEmailSchema, ZFullNameSchema } from './auth.js';
import {
  CAPABILITIES,
  CONSUMABLE_CAPABILITIES,
  LIMIT_CAPABILITIES,
  ZLedgerEntrySchema,
  ZTrialBalancesSchema,
  type TConsumableCapability,
  type TLimitCapability,
} from './billing.js';
import { ZUsageDaySchema } from './dashboard.js';
import { ZPageQuerySchema, ZPaginatedSchema } from './pagination.js';
import { USER_ROLES } from './profile.js';
import { SUPPORT_REQUEST_STATUSES } from './support.js';

// ── Admins: every account (admin/users/) ──

export const ADMIN_USER_SORTS = ['-joined', 'joined', 'name', '-name', 'email', '-last_login'] as const;
export type TAdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ADMIN_USER_SORT_LABELS: Record<TAdminUserSort, string> = {
  '-joined': 'Newest first',
  joined: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  email: 'Email A–Z',
  '-last_login': 'Latest sign-in first',
};

const flag = z.enum(['true', 'false'], 'Use true or false.').transform((value) => value === 'true');

/** The filters of the users list; the CSV export takes the same ones. */
export const ZAdminUsersFilterSchema = z.object({
  /** Part of a name or an email. */
  search: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  role: z.enum(USER_ROLES, 'Pick user or admin.').optional(),
  plan: z.string().trim().max(120, 'Use at most 120 characters.').optional(),
  blocked: flag.optional(),
  /** true: only accounts whose email is not confirmed yet. */
  unconfirmed: flag.optional(),
  sort: z.enum(ADMIN_USER_SORTS, 'Pick a sort order.').default('-joined'),
});
export type TAdminUsersFilter = z.input<typeof ZAdminUsersFilterSchema>;

export const ZAdminUsersQuerySchema = ZPageQuerySchema.extend(ZAdminUsersFilterSchema.shape);
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuerySchema>;

export const ZAdminUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  plan: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  joined_at: z.string(),
  last_login_at: z.string().nullable(),
  /** Null when not recorded, or when the IP settings hide them. */
  registration_ip: z.string().nullable(),
  last_login_ip: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUsersResponseSchema = ZPaginatedSchema(ZAdminUserSchema).extend({
  /** Whether the IP settings show IPs (the columns are left out when not). */
  show_ips: z.boolean(),
  /** Every plan name an account is on, for the plan filter. */
  plans: z.array(z.string()),
});
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponseSchema>;

export const ZUserIdParamsSchema = ZIdParamsSchema('User id');

const count = z.number().int().nonnegative();
const record = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);

export const ZAdminUserSupportSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  last_activity_at: z.string(),
});

/** GET admin/users/{id}/: everything an admin reads about one account. */
export const ZAdminUserDetailSchema = ZAdminUserSchema.extend({
  pending_email: z.string().nullable(),
  avatar: z.string().nullable(),
  balances: record<TConsumableCapability>(CONSUMABLE_CAPABILITIES),
  limits: record<TLimitCapability>(LIMIT_CAPABILITIES),
  /** Spent minus given back, over the account's whole history. */
  used: record<TConsumableCapability>(CONSUMABLE_CAPABILITIES),
  /** The last 30 days of use, per day in the date settings' time zone. */
  usage: z.array(ZUsageDaySchema),
  orders: z.array(ZAdminOrderSchema),
  support_requests: z.array(ZAdminUserSupportSchema),
  /** The latest balance changes, newest first (at most 50). */
  ledger: z.array(ZLedgerEntrySchema),
  /** This admin's own account (some changes are refused on it). */
  is_self: z.boolean(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetailSchema>;

/** PATCH admin/users/{id}/: any of these; the email is changed at once (an admin vouches for it). */
export const ZAdminUserUpdateSchema = z
  .object({
    full_name: ZFullNameSchema.optional(),
    email: ZEmailSchema.optional(),
    role: z.enum(USER_ROLES, 'Pick user or admin.').optional(),
    confirmed: z.boolean('Use true or false.').optional(),
    blocked: z.boolean('Use true or false.').optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change.');
export type TAdminUserUpdate = z.infer<typeof ZAdminUserUpdateSchema>;

/** POST admin/users/{id}/balance-adjustments/: add (positive) or take (negative), with why. */
export const ZBalanceAdjustmentSchema = z.object({
  capability: z.enum(CAPABILITIES, 'Pick a balance.'),
  delta: z
    .number('Enter a number.')
    .int('Enter a whole number.')
    .min(-100_000_000, 'Must be at least -100000000.')
    .max(100_000_000, 'Must be at most 100000000.')
    .refine((value) => value !== 0, 'Enter an amount other than 0.'),
  reason: z
    .string()
    .trim()
    .min(3, 'Say why (at least 3 characters).')
    .max(300, 'Use at most 300 characters.'),
});
export type TBalanceAdjustment = z.infer<typeof ZBalanceAdjustmentSchema>;

/** POST admin/users/: a confirmed account; the person is mailed a link to set their password. */
export const ZAdminCreateUserSchema = z.object({
  full_name: ZFullNameSchema,
  email: ZEmailSchema,
  role: z.enum(USER_ROLES, 'Pick user or admin.').default('user'),
  /** Starting balances; left out: the trial balances. */
  balances: ZTrialBalancesSchema.nullable().default(null),
});
export type TAdminCreateUser = z.input<typeof ZAdminCreateUserSchema>;

export const ZAdminCreateUserResponseSchema = z.object({ id: z.number().int(), detail: z.string() });

const one = 'admin/users/:id/' as const;
const params = ZUserIdParamsSchema;

/**
 * Every account: the list, the same filters as a CSV file (its answer is the file, documented by
 * the route), a new account, one account, a change, a balance adjustment, a password-reset mail.
 */
export const adminUserEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/users/',
    query: ZAdminUsersQuerySchema,
    status: 200,
    answer: ZAdminUsersResponseSchema,
    errors: [400, 401, 403],
  }),
  export: endpoint({
    method: 'GET',
    path: 'admin/users/export/',
    query: ZAdminUsersFilterSchema,
    status: 200,
    errors: [400, 401, 403],
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/users/',
    body: ZAdminCreateUserSchema,
    status: 201,
    answer: ZAdminCreateUserResponseSchema,
    errors: [400, 401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: one,
    params,
    status: 200,
    answer: ZAdminUserDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  update: endpoint({
    method: 'PATCH',
    path: one,
    params,
    body: ZAdminUserUpdateSchema,
    status: 200,
    answer: ZAdminUserDetailSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  adjustBalance: endpoint({
    method: 'POST',
    path: 'admin/users/:id/balance-adjustments/',
    params,
    body: ZBalanceAdjustmentSchema,
    status: 200,
    answer: ZAdminUserDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  sendPasswordReset: endpoint({
    method: 'POST',
    path: 'admin/users/:id/password-reset/',
    params,
    status: 200,
    answer: ZDetailResponseSchema,
    errors: [400, 401, 403, 404],
  }),
};
