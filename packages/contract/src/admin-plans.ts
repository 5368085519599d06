import { z } from 'zod';
import { ZCatalogueOrderSchema, ZCatalogueRemovedSchema } from './catalogues.js';
import { endpoint } from './endpoint.js';
import { ZIdParamsSchema } from './params.js';
import { CAPABILITIES, type TCapability } from './billing.js';
import { CUSTOM_PLAN_RATE_FIELDS, type TCustomPlanRateField } from './plans.js';

// ── Admins: the plans for sale (admin/plans/) ──

const RATE_FIELDS = Object.values(CUSTOM_PLAN_RATE_FIELDS) as TCustomPlanRateField[];

/** Whole units a pack gives of each capability (0 = none). */
const packQuantity = z
  .number('Enter a number.')
  .int('Enter a whole number.')
  .nonnegative('Must be 0 or more.')
  .max(100_000_000, 'Must be at most 100000000.');

/** A per-unit rate of the custom plan, exact to the millionth (stored as micros). */
const rate = z
  .number('Enter a rate.')
  .nonnegative('A rate cannot be negative.')
  .max(1_000, 'Must be at most 1000.')
  .refine((value) => Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-6, 'Use at most six decimals.');

const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code.')
  .transform((code) => code.toUpperCase());

export const ZPackQuantitiesSchema = z.object(
  Object.fromEntries(CAPABILITIES.map((c) => [c, packQuantity])) as Record<TCapability, typeof packQuantity>,
);

/** A pack's fields, none defaulted (an update changes only what it names). */
const packFields = {
  name: z.string().trim().min(1, 'Give the pack a name.').max(60, 'Use at most 60 characters.'),
  description: z.string().trim().max(300, 'Use at most 300 characters.'),
  price: z
    .number('Enter a price.')
    .positive('A pack costs more than 0 (a gift is a manual order).')
    .max(100_000, 'Must be at most 100000.')
    .multipleOf(0.01, 'Use at most two decimals.'),
  currency,
  most_popular: z.boolean('Use true or false.'),
  active: z.boolean('Use true or false.'),
  quantities: ZPackQuantitiesSchema.refine(
    // `!== 0` so a quantity already wrong (negative) gets only its own error.
    (quantities) => CAPABILITIES.some((c) => quantities[c] !== 0),
    'A pack gives at least one thing.',
  ),
};

/** A pack as the admin adds it. */
export const ZPackRequestSchema = z.object({
  ...packFields,
  description: packFields.description.default(''),
  most_popular: packFields.most_popular.default(false),
  active: packFields.active.default(true),
});
export type TPackRequest = z.input<typeof ZPackRequestSchema>;

/** PATCH admin/plans/{id}/: any of a pack's fields. */
export const ZPackUpdateSchema = z
  .object(packFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change.');
export type TPackUpdate = z.input<typeof ZPackUpdateSchema>;

/** PUT admin/plans/custom/: the custom plan's rates and whether it is for sale. */
export const ZCustomPlanRequestSchema = z.object({
  currency,
  active: z.boolean('Use true or false.'),
  rates: z.object(
    Object.fromEntries(RATE_FIELDS.map((f) => [f, rate])) as Record<TCustomPlanRateField, typeof rate>,
  ),
});
export type TCustomPlanRequest = z.input<typeof ZCustomPlanRequestSchema>;

export const ZAdminPackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  most_popular: z.boolean(),
  active: z.boolean(),
  sort_order: z.number().int(),
  quantities: ZPackQuantitiesSchema,
  /** Orders made of it: a pack with orders is deactivated, never deleted. */
  orders: z.number().int(),
});
export type TAdminPack = z.infer<typeof ZAdminPackSchema>;

export const ZAdminCustomPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  active: z.boolean(),
  rates: z.object(
    Object.fromEntries(RATE_FIELDS.map((f) => [f, z.number()])) as Record<TCustomPlanRateField, z.ZodNumber>,
  ),
});
export type TAdminCustomPlan = z.infer<typeof ZAdminCustomPlanSchema>;

export const ZAdminPlansResponseSchema = z.object({
  /** Every pack, for sale or not, in the order buyers see them. */
  packs: z.array(ZAdminPackSchema),
  custom: ZAdminCustomPlanSchema.nullable(),
});
export type TAdminPlansResponse = z.infer<typeof ZAdminPlansResponseSchema>;

export const ZPlanIdParamsSchema = ZIdParamsSchema('Plan id');

const one = 'admin/plans/:id/' as const;

/**
 * The plans for sale: every pack and the custom plan, a new pack, the packs' order, the custom
 * plan's rates, a change to a pack, its removal.
 */
export const adminPlanEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'admin/plans/',
    status: 200,
    answer: ZAdminPlansResponseSchema,
    errors: [401, 403],
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/plans/',
    body: ZPackRequestSchema,
    status: 201,
    answer: ZAdminPackSchema,
    errors: [400, 401, 403],
  }),
  reorder: endpoint({
    method: 'PUT',
    path: 'admin/plans/order/',
    body: ZCatalogueOrderSchema,
    status: 200,
    answer: ZAdminPlansResponseSchema,
    errors: [400, 401, 403],
  }),
  updateCustom: endpoint({
    method: 'PUT',
    path: 'admin/plans/custom/',
    body: ZCustomPlanRequestSchema,
    status: 200,
    answer: ZAdminPlansResponseSchema,
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PATCH',
    path: one,
    params: ZPlanIdParamsSchema,
    body: ZPackUpdateSchema,
    status: 200,
    answer: ZAdminPackSchema,
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: one,
    params: ZPlanIdParamsSchema,
    status: 200,
    answer: ZCatalogueRemovedSchema,
    errors: [400, 401, 403, 404],
  }),
};
