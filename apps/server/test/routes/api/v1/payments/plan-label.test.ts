import { CUSTOM_PLAN_NAME, ZERO_QUANTITIES, ZProfileResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { packByName, sandboxGatewayId } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';

/** Decision 014: after several purchases the plan is the largest pack held; the rest are top-ups. */
describe('the plan name after several purchases', () => {
  const ctx = useTestApp();

  async function pay(user: TLoggedIn, url: string, payload: object) {
    const gateway = await sandboxGatewayId(ctx.app);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${url}${gateway}/`,
      headers: user.headers,
      payload,
    });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${started.json().order_id}/pay/`,
      headers: user.headers,
    });
    expect(paid.statusCode).toBe(200);
  }
  const buyPack = async (user: TLoggedIn, name: string) =>
    pay(user, 'purchase/', { plan_id: (await packByName(ctx.app, name)).id });
  const buyCustom = (user: TLoggedIn) =>
    pay(user, 'purchase_custom_plan/', { ...ZERO_QUANTITIES, ai_image_tokens: 5 });

  async function planOf(user: TLoggedIn) {
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: user.headers,
    });
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/balance/',
      headers: user.headers,
    });
    expect(balance.json().plan).toBe(ZProfileResponseSchema.parse(profile.json()).plan);
    return balance.json().plan as string;
  }

  it('keeps the larger pack when a smaller one is bought after it', async () => {
    const user = await injectWithLogin(ctx.app);
    await buyPack(user, 'Pro');
    await buyPack(user, 'Starter');
    expect(await planOf(user)).toBe('Pro');
  });

  it('moves up to a larger pack bought later', async () => {
    const user = await injectWithLogin(ctx.app);
    await buyPack(user, 'Starter');
    await buyPack(user, 'Creator');
    expect(await planOf(user)).toBe('Creator');
  });

  it('treats a custom plan after a pack as a top-up', async () => {
    const user = await injectWithLogin(ctx.app);
    await buyPack(user, 'Creator');
    await buyCustom(user);
    expect(await planOf(user)).toBe('Creator');
  });

  it('names a buyer of custom plans only CUSTOM PLAN, until they buy a pack', async () => {
    const user = await injectWithLogin(ctx.app);
    await buyCustom(user);
    await buyCustom(user);
    expect(await planOf(user)).toBe(CUSTOM_PLAN_NAME);
    await buyPack(user, 'Starter');
    expect(await planOf(user)).toBe('Starter');
  });
});
