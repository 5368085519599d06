import {
  CAPABILITIES,
  computeCustomPlanPrice,
  CUSTOM_PLAN_RATE_FIELDS,
  ZCustomPlanRequestSchema,
  type TAdminCustomPlan,
  type TCapability,
  type TCustomPlanQuantities,
  type TCustomPlanRateField,
} from '@inkwell/contract';
import { z } from 'zod';

export type TRateField = `rates.${TCustomPlanRateField}`;
/** A rate's field is named as the API names its errors (`rates.chatbot_rate_per_token`). */
export const rateField = (capability: TCapability): TRateField =>
  `rates.${CUSTOM_PLAN_RATE_FIELDS[capability]}`;

export type TCustomPlanValues = { currency: string; active: string } & Record<TRateField, string>;

export function toCustomPlanValues(plan: TAdminCustomPlan | null): TCustomPlanValues {
  return {
    currency: plan?.currency ?? 'USD',
    active: String(plan?.active ?? false),
    ...(Object.fromEntries(
      CAPABILITIES.map((capability) => [
        rateField(capability),
        String(plan?.rates[CUSTOM_PLAN_RATE_FIELDS[capability]] ?? 0),
      ]),
    ) as Record<TRateField, string>),
  };
}

function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}

function toRates(values: TCustomPlanValues) {
  return Object.fromEntries(
    CAPABILITIES.map((capability) => [
      CUSTOM_PLAN_RATE_FIELDS[capability],
      toNumber(values[rateField(capability)]),
    ]),
  ) as Record<TCustomPlanRateField, number | undefined>;
}

/** The fields' text as the request body, checked by the contract's own schema. */
export const customPlanFormSchema = z.unknown().transform((raw, ctx) => {
  const values = raw as TCustomPlanValues;
  const result = ZCustomPlanRequestSchema.safeParse({
    currency: values.currency,
    active: values.active === 'true',
    rates: toRates(values),
  });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});

/** What the example prices: a modest month of use, within the custom plan's maxima. */
export const SAMPLE_BASKET: TCustomPlanQuantities = {
  chatbots_tokens: 10_000,
  code_generation_tokens: 50,
  ai_image_tokens: 20,
  speech_to_text_tokens: 10,
  speech_duration_limit: 5,
  text_to_speech_tokens: 10,
  text_character_length_limit: 2_000,
  template_generation_tokens: 50,
  support_request_sent: 5,
};

/** The sample basket's price at the rates typed so far, or null while one is not a rate. */
export function examplePrice(values: TCustomPlanValues): number | null {
  const rates = toRates(values);
  const known = Object.values(rates).every(
    (rate) => rate !== undefined && Number.isFinite(rate) && rate >= 0,
  );
  return known ? computeCustomPlanPrice(rates as Record<TCustomPlanRateField, number>, SAMPLE_BASKET) : null;
}

/** The currency typed so far, or dollars while it is not a three-letter code. */
export function currencyOf(text: string): string {
  const code = text.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : 'USD';
}
