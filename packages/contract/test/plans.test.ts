import { describe, expect, it } from 'vitest';
import {
  CUSTOM_PLAN_MAXIMA,
  PLAN_QUANTITY_FIELDS,
  ZPurchaseCustomPlanRequestSchema,
  computeCustomPlanPrice,
  isCustomPlan,
  type TCustomPlan,
  type TPlanPack,
} from '../src/index.js';

const identity = {
  id: 9,
  plan: 'Custom Plan',
  description: '',
  price: 0,
  currency: 'USD',
  most_popular: false,
  access_status: 'active',
};

const customPlan: TCustomPlan = {
  ...identity,
  chatbot_rate_per_token: 0.0004,
  code_generation_rate_per_token: 0.05,
  ai_image_rate_per_token: 0.04,
  speech_to_text_rate_per_token: 0.06,
  speech_duration_limit_per_minute: 0.5,
  text_to_speech_rate_per_token: 0.05,
  text_character_length_limit_per_character: 0.0005,
  template_generation_rate_per_token: 0.03,
  support_request_sent_rate_per_token: 0.2,
};

describe('computeCustomPlanPrice', () => {
  it('sums tokens times rate over every item', () => {
    // 1000×0.0004 + 10×0.05 + 10×0.04 = 0.4 + 0.5 + 0.4
    expect(
      computeCustomPlanPrice(customPlan, {
        chatbots_tokens: 1000,
        code_generation_tokens: 10,
        ai_image_tokens: 10,
      }),
    ).toBe(1.3);
  });

  it('is exact where floating point sums are not', () => {
    const plan = { ...customPlan, ai_image_rate_per_token: 0.1, code_generation_rate_per_token: 0.2 };
    expect(0.1 * 1 + 0.2 * 1).not.toBe(0.3);
    expect(computeCustomPlanPrice(plan, { ai_image_tokens: 1, code_generation_tokens: 1 })).toBe(0.3);
  });

  it('prices every item at its maximum', () => {
    const all = Object.fromEntries(PLAN_QUANTITY_FIELDS.map((f) => [f, CUSTOM_PLAN_MAXIMA[f]]));
    // 16.8 + 25 + 36 + 5.4 + 10 + 4.5 + 21 + 16.8 + 100
    expect(computeCustomPlanPrice(customPlan, all)).toBe(235.5);
  });

  it('is zero for an empty selection', () => {
    expect(computeCustomPlanPrice(customPlan, {})).toBe(0);
  });
});

describe('isCustomPlan', () => {
  it('recognises the custom plan by chatbot_rate_per_token', () => {
    const pack = { ...identity, chatbots_tokens: 1 } as unknown as TPlanPack;
    expect(isCustomPlan(customPlan)).toBe(true);
    expect(isCustomPlan(pack)).toBe(false);
  });
});

describe('ZPurchaseCustomPlanRequestSchema', () => {
  const zeros = Object.fromEntries(PLAN_QUANTITY_FIELDS.map((f) => [f, 0]));

  it('accepts every custom plan maximum', () => {
    expect(ZPurchaseCustomPlanRequestSchema.safeParse({ ...zeros, ...CUSTOM_PLAN_MAXIMA }).success).toBe(
      true,
    );
  });

  it.each(PLAN_QUANTITY_FIELDS)('rejects %s above its maximum, negative or fractional', (field) => {
    for (const value of [CUSTOM_PLAN_MAXIMA[field] + 1, -1, 1.5]) {
      const result = ZPurchaseCustomPlanRequestSchema.safeParse({ ...zeros, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });
});
