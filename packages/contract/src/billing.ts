import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ZPageQuerySchema, ZPaginatedSchema } from './pagination.js';
import { PLAN_QUANTITY_FIELDS, type TPlanQuantityField } from './plans.js';

/**
 * Plans and balances. Every plan quantity is a capability a user holds:
 * consumables are spent by the tools, limits are per-request maxima that a purchase raises.
 */
export const CAPABILITIES = PLAN_QUANTITY_FIELDS;
export type TCapability = TPlanQuantityField;

export const LIMIT_CAPABILITIES = ['text_character_length_limit', 'speech_duration_limit'] as const;
export type TLimitCapability = (typeof LIMIT_CAPABILITIES)[number];

export const CONSUMABLE_CAPABILITIES = [
  'chatbots_tokens',
  'code_generation_tokens',
  'template_generation_tokens',
  'ai_image_tokens',
  'text_to_speech_tokens',
  'speech_to_text_tokens',
  'support_request_sent',
] as const satisfies readonly TCapability[];
export type TConsumableCapability = (typeof CONSUMABLE_CAPABILITIES)[number];

export function isLimitCapability(capability: TCapability): capability is TLimitCapability {
  return (LIMIT_CAPABILITIES as readonly string[]).includes(capability);
}

/** The plan name a custom-plan purchase gives the buyer (packs give their own name). */
export const CUSTOM_PLAN_NAME = 'CUSTOM PLAN';

const count = z.number().int().nonnegative();
const consumableRecord = z.object(
  Object.fromEntries(CONSUMABLE_CAPABILITIES.map((c) => [c, count])) as Record<
    TConsumableCapability,
    typeof count
  >,
);
const limitRecord = z.object(
  Object.fromEntries(LIMIT_CAPABILITIES.map((c) => [c, count])) as Record<TLimitCapability, typeof count>,
);
export const ZQuantitiesSchema = z.object(
  Object.fromEntries(CAPABILITIES.map((c) => [c, count])) as Record<TCapability, typeof count>,
);
export type TQuantities = z.infer<typeof ZQuantitiesSchema>;

/** GET users/balance/: what the signed-in user holds now, and how much of it they have used. */
export const ZBalanceResponseSchema = z.object({
  plan: z.string(),
  balances: consumableRecord,
  limits: limitRecord,
  /** Spent minus refunded, over the account's whole history. */
  used: consumableRecord,
});
export type TBalanceResponse = z.infer<typeof ZBalanceResponseSchema>;

export const LEDGER_REASONS = ['trial', 'purchase', 'admin_adjustment', 'spend', 'refund'] as const;
export type TLedgerReason = (typeof LEDGER_REASONS)[number];

export const ZLedgerEntrySchema = z.object({
  id: z.number().int(),
  capability: z.enum(CAPABILITIES),
  delta: z.number().int(),
  balance_after: count,
  reason: z.enum(LEDGER_REASONS),
  order_id: z.number().int().nullable(),
  /** What the change was for: a generation, a reservation or an admin's note. */
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntrySchema>;

export const ZLedgerQuerySchema = ZPageQuerySchema.extend({
  capability: z.enum(CAPABILITIES, `Choose one of: ${CAPABILITIES.join(', ')}.`).optional(),
});
export type TLedgerQuery = z.infer<typeof ZLedgerQuerySchema>;

/**
 * One line of the usage history: a purchase's rows (one per capability it credited) together,
 * and the trial grant's, every other change alone. Pages count lines, so a purchase never splits across two pages.
 */
export const ZLedgerGroupSchema = z.object({
  reason: z.enum(LEDGER_REASONS),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  /** Oldest first: a purchase's rows in the order they were credited. */
  entries: z.array(ZLedgerEntrySchema).min(1),
});
export type TLedgerGroup = z.infer<typeof ZLedgerGroupSchema>;

export const ZLedgerResponseSchema = ZPaginatedSchema(ZLedgerGroupSchema);
export type TLedgerResponse = z.infer<typeof ZLedgerResponseSchema>;

/** Trial balances new users start with; an admin sets them (GET/PUT admin/trial-balances/). */
export const ZTrialBalancesSchema = z.object(
  Object.fromEntries(
    CAPABILITIES.map((c) => [
      c,
      z
        .number('Enter a number.')
        .int('Enter a whole number.')
        .nonnegative('Must be 0 or more.')
        .max(100_000_000, 'Must be at most 100000000.'),
    ]),
  ) as Record<TCapability, z.ZodNumber>,
);
export type TTrialBalances = z.infer<typeof ZTrialBalancesSchema>;

/** Every capability at 0: the starting point for building a set of quantities. */
export const ZERO_QUANTITIES: TQuantities = Object.freeze(
  Object.fromEntries(CAPABILITIES.map((c) => [c, 0])) as TQuantities,
);

/** The signed-in user's balances and their history, under users/. */
export const balanceEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'users/balance/',
    status: 200,
    answer: ZBalanceResponseSchema,
    errors: [401],
  }),
  /** Every balance change, newest first, a page at a time; `capability` narrows it. */
  ledger: endpoint({
    method: 'GET',
    path: 'users/ledger/',
    query: ZLedgerQuerySchema,
    status: 200,
    answer: ZLedgerResponseSchema,
    errors: [400, 401],
  }),
};
