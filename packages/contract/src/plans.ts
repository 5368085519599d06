import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** A plan is a pack (fixed price and quantities) or the custom plan (per-unit rates). */
export const PLAN_KINDS = ['pack', 'custom'] as const;
export type TPlanKind = (typeof PLAN_KINDS)[number];

/** The quantities a plan grants, as a pack names them. */
export const PLAN_QUANTITY_FIELDS = [
  'chatbots_tokens',
  'code_generation_tokens',
  'ai_image_tokens',
  'speech_to_text_tokens',
  'speech_duration_limit',
  'text_to_speech_tokens',
  'text_character_length_limit',
  'template_generation_tokens',
  'support_request_sent',
] as const;
export type TPlanQuantityField = (typeof PLAN_QUANTITY_FIELDS)[number];

/** The custom plan's rate field for each quantity. */
export const CUSTOM_PLAN_RATE_FIELDS = {
  chatbots_tokens: 'chatbot_rate_per_token',
  code_generation_tokens: 'code_generation_rate_per_token',
  ai_image_tokens: 'ai_image_rate_per_token',
  speech_to_text_tokens: 'speech_to_text_rate_per_token',
  speech_duration_limit: 'speech_duration_limit_per_minute',
  text_to_speech_tokens: 'text_to_speech_rate_per_token',
  text_character_length_limit: 'text_character_length_limit_per_character',
  template_generation_tokens: 'template_generation_rate_per_token',
  support_request_sent: 'support_request_sent_rate_per_token',
} as const satisfies Record<TPlanQuantityField, string>;
export type TCustomPlanRateField = (typeof CUSTOM_PLAN_RATE_FIELDS)[TPlanQuantityField];

/** The most of each quantity one custom plan purchase may buy. */
export const CUSTOM_PLAN_MAXIMA = {
  code_generation_tokens: 500,
  ai_image_tokens: 900,
  speech_to_text_tokens: 90,
  speech_duration_limit: 20,
  text_to_speech_tokens: 90,
  text_character_length_limit: 42000,
  template_generation_tokens: 560,
  support_request_sent: 500,
  chatbots_tokens: 42000,
} as const satisfies Record<TPlanQuantityField, number>;

const quantity = z.number().int().nonnegative();
const money = z.number().nonnegative();

const ZPlanIdentitySchema = z.object({
  id: z.number().int(),
  plan: z.string(),
  description: z.string(),
  price: money,
  currency: z.string().length(3),
  most_popular: z.boolean(),
  access_status: z.string(),
});

export const ZPlanPackSchema = ZPlanIdentitySchema.extend({
  chatbots_tokens: quantity,
  code_generation_tokens: quantity,
  ai_image_tokens: quantity,
  speech_to_text_tokens: quantity,
  speech_duration_limit: quantity,
  text_to_speech_tokens: quantity,
  text_character_length_limit: quantity,
  template_generation_tokens: quantity,
  support_request_sent: quantity,
});
export type TPlanPack = z.infer<typeof ZPlanPackSchema>;

export const ZCustomPlanSchema = ZPlanIdentitySchema.extend({
  chatbot_rate_per_token: money,
  code_generation_rate_per_token: money,
  ai_image_rate_per_token: money,
  speech_to_text_rate_per_token: money,
  speech_duration_limit_per_minute: money,
  text_to_speech_rate_per_token: money,
  text_character_length_limit_per_character: money,
  template_generation_rate_per_token: money,
  support_request_sent_rate_per_token: money,
});
export type TCustomPlan = z.infer<typeof ZCustomPlanSchema>;

export const ZPlanSchema = z.union([ZCustomPlanSchema, ZPlanPackSchema]);
export type TPlan = TPlanPack | TCustomPlan;

export const ZPlansResponseSchema = z.array(ZPlanSchema);
export type TPlansResponse = z.infer<typeof ZPlansResponseSchema>;

/** The custom plan is recognised by the presence of chatbot_rate_per_token. */
export function isCustomPlan(plan: TPlan): plan is TCustomPlan {
  return 'chatbot_rate_per_token' in plan;
}

export type TCustomPlanQuantities = Record<TPlanQuantityField, number>;

/** Rates are held as integer millionths so sums of many small rates stay exact. */
const MICROS = 1_000_000;

/**
 * Price = Σ tokens × rate, exact to the millionth, then rounded half-up to whole
 * cents once. The server charges this and the browser shows it: one function for both.
 */
export function computeCustomPlanPriceCents(
  plan: Pick<TCustomPlan, TCustomPlanRateField>,
  quantities: Partial<TCustomPlanQuantities>,
): number {
  let micros = 0;
  for (const field of PLAN_QUANTITY_FIELDS) {
    const tokens = quantities[field] ?? 0;
    micros += Math.round(plan[CUSTOM_PLAN_RATE_FIELDS[field]] * MICROS) * tokens;
  }
  return Math.round(micros / (MICROS / 100));
}

/** {@link computeCustomPlanPriceCents} in currency units, as the API shows prices. */
export function computeCustomPlanPrice(
  plan: Pick<TCustomPlan, TCustomPlanRateField>,
  quantities: Partial<TCustomPlanQuantities>,
): number {
  return computeCustomPlanPriceCents(plan, quantities) / 100;
}

const purchasedQuantity = (field: TPlanQuantityField) =>
  z
    .number('Enter a number.')
    .int('Enter a whole number.')
    .nonnegative('Must be 0 or more.')
    .max(CUSTOM_PLAN_MAXIMA[field], `Ensure this value is at most ${CUSTOM_PLAN_MAXIMA[field]}.`);

export const CUSTOM_PLAN_EMPTY_MESSAGE = 'Choose at least one item for your custom plan.';

/**
 * Request body of `payments/purchase_custom_plan/{gateway_id}`: every one of the nine
 * quantities, whole, non-negative, within CUSTOM_PLAN_MAXIMA, and not all zero.
 */
export const ZPurchaseCustomPlanRequestSchema = z
  .object(
    Object.fromEntries(PLAN_QUANTITY_FIELDS.map((field) => [field, purchasedQuantity(field)])) as Record<
      TPlanQuantityField,
      z.ZodNumber
    >,
  )
  // `!== 0` so a field already wrong (negative, missing) gets only its own error.
  .refine((body) => PLAN_QUANTITY_FIELDS.some((field) => body[field] !== 0), CUSTOM_PLAN_EMPTY_MESSAGE);
export type TPurchaseCustomPlanRequest = z.infer<typeof ZPurchaseCustomPlanRequestSchema>;

/** What is for sale; public. */
export const planEndpoints = {
  /** The active packs in display order, then the custom plan. */
  list: endpoint({
    method: 'GET',
    path: 'payments/plans/',
    status: 200,
    answer: ZPlansResponseSchema,
    errors: [],
  }),
};
