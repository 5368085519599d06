import {
  CUSTOM_PLAN_RATE_FIELDS,
  PLAN_QUANTITY_FIELDS,
  ZPlansResponseSchema,
  isCustomPlan,
  type TPlanPack,
} from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build-app.js';

const RATE_FIELDS = Object.values(CUSTOM_PLAN_RATE_FIELDS);

describe('GET /api/v1/payments/plans/', () => {
  const ctx = useTestApp();

  async function getPlans(url = '/api/v1/payments/plans/') {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return ZPlansResponseSchema.parse(response.json());
  }

  it('lists the four seeded packs in order, then the custom plan', async () => {
    const plans = await getPlans();
    expect(plans.map((plan) => plan.plan)).toEqual(['Starter', 'Creator', 'Pro', 'Business', 'Custom Plan']);
    expect(plans.map((plan) => plan.price)).toEqual([9, 19, 39, 79, 0]);
    expect(plans.every((plan) => plan.currency === 'USD' && plan.access_status === 'active')).toBe(true);
    expect(plans.filter((plan) => plan.most_popular).map((plan) => plan.plan)).toEqual(['Pro']);
    expect(plans.every((plan) => plan.description.length > 20)).toBe(true);
  });

  it('gives packs increasing quantities for all nine fields and no rates', async () => {
    const packs = (await getPlans()).filter((plan) => !isCustomPlan(plan)) as TPlanPack[];
    expect(packs).toHaveLength(4);
    for (const field of PLAN_QUANTITY_FIELDS) {
      const values = packs.map((pack) => pack[field]);
      expect(
        values.every((value, i) => i === 0 || value > values[i - 1]!),
        field,
      ).toBe(true);
    }
    for (const pack of packs) for (const rate of RATE_FIELDS) expect(pack).not.toHaveProperty(rate);
    expect(packs[0]).toMatchObject({ chatbots_tokens: 20000, ai_image_tokens: 20, speech_duration_limit: 5 });
  });

  it('returns the custom plan with all nine decimal rates', async () => {
    const custom = (await getPlans()).at(-1)!;
    expect(isCustomPlan(custom)).toBe(true);
    expect(custom).toMatchObject({
      plan: 'Custom Plan',
      most_popular: false,
      chatbot_rate_per_token: 0.0004,
      code_generation_rate_per_token: 0.05,
      ai_image_rate_per_token: 0.04,
      speech_to_text_rate_per_token: 0.06,
      speech_duration_limit_per_minute: 0.5,
      text_to_speech_rate_per_token: 0.05,
      text_character_length_limit_per_character: 0.0005,
      template_generation_rate_per_token: 0.03,
      support_request_sent_rate_per_token: 0.2,
    });
    for (const field of PLAN_QUANTITY_FIELDS) expect(custom).not.toHaveProperty(field);
  });

  it('answers the same without the trailing slash', async () => {
    expect(await getPlans('/api/v1/payments/plans')).toEqual(await getPlans('/api/v1/payments/plans/'));
  });

  it('stores money as integers: cents for prices, micros for rates', async () => {
    const rows = await ctx.app.db
      .selectFrom('plans')
      .select(['name', 'price_cents', 'chatbot_rate_micros', 'speech_duration_rate_micros'])
      .orderBy('id')
      .execute();
    expect(rows.find((row) => row.name === 'Pro')?.price_cents).toBe(3900);
    expect(rows.find((row) => row.name === 'Custom Plan')).toMatchObject({
      chatbot_rate_micros: 400,
      speech_duration_rate_micros: 500_000,
    });
  });

  it('serves from the cache until invalidated, then hides inactive plans', async () => {
    await ctx.app.db.updateTable('plans').set({ active: false }).where('name', '=', 'Starter').execute();
    expect(await getPlans()).toHaveLength(5);
    ctx.app.responseCache.invalidate('plans');
    const plans = await getPlans();
    expect(plans.map((plan) => plan.plan)).toEqual(['Creator', 'Pro', 'Business', 'Custom Plan']);
  });
});
