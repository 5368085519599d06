import {
  CUSTOM_PLAN_RATE_FIELDS,
  isTestModeGateway,
  PLAN_QUANTITY_FIELDS,
  type TCustomPlanRateField,
  type TPaymentMethod,
  type TPlan,
} from '@inkwell/contract';
import type { TPaymentMethodRow, TPlanRow } from '../../db/types.js';
import { centsToAmount, microsToAmount } from '../../lib/money.js';

/** Each custom-plan rate field of the API and the column that holds it in micros. */
export const RATE_COLUMNS = {
  chatbot_rate_per_token: 'chatbot_rate_micros',
  code_generation_rate_per_token: 'code_generation_rate_micros',
  ai_image_rate_per_token: 'ai_image_rate_micros',
  speech_to_text_rate_per_token: 'speech_to_text_rate_micros',
  speech_duration_limit_per_minute: 'speech_duration_rate_micros',
  text_to_speech_rate_per_token: 'text_to_speech_rate_micros',
  text_character_length_limit_per_character: 'text_character_length_rate_micros',
  template_generation_rate_per_token: 'template_generation_rate_micros',
  support_request_sent_rate_per_token: 'support_request_rate_micros',
} as const satisfies Record<TCustomPlanRateField, keyof TPlanRow>;

/** The custom plan's per-unit rates in currency units, as the API shows and the contract prices them. */
export function toCustomPlanRates(row: TPlanRow): Record<TCustomPlanRateField, number> {
  const rates = Object.values(CUSTOM_PLAN_RATE_FIELDS).map((field) => [
    field,
    microsToAmount(row[RATE_COLUMNS[field]]),
  ]);
  return Object.fromEntries(rates) as Record<TCustomPlanRateField, number>;
}

/** A pack carries its quantities; the custom plan its per-unit rates (chatbot_rate_per_token marks it). */
export function toPlan(row: TPlanRow): TPlan {
  const identity = {
    id: row.id,
    plan: row.name,
    description: row.description,
    price: centsToAmount(row.price_cents),
    currency: row.currency,
    most_popular: Boolean(row.most_popular),
    access_status: row.access_status,
  };
  if (row.kind === 'custom') return { ...identity, ...toCustomPlanRates(row) };
  const quantities = PLAN_QUANTITY_FIELDS.map((field) => [field, row[field]]);
  return {
    ...identity,
    ...(Object.fromEntries(quantities) as Record<(typeof PLAN_QUANTITY_FIELDS)[number], number>),
  };
}

export function toPaymentMethod(row: TPaymentMethodRow): TPaymentMethod {
  return {
    id: row.id,
    method_name: row.method_name,
    image: row.image,
    is_default: Boolean(row.is_default),
    test_mode: isTestModeGateway(row.code),
  };
}
