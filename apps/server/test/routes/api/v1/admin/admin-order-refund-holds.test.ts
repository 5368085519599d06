import { ZAdminOrderDetailSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { expectLedgerMatchesBalances, storedBalances } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { adminCall, manualOrder } from './admin-fixture.js';

/**
 * A refund while an answer is in flight: the answer holds part of what the order credited, so
 * the refund cannot take it then. When the hold ends, what flows back goes to the refund first.
 */
describe('admin/orders/{id}/refund/ while answers hold part of the balance', () => {
  const ctx = useTestApp();

  /** A user with the trial balances, who then gets 100 chat tokens from a paid order. */
  async function buyer(admin: TLoggedIn) {
    const user = await injectWithLogin(ctx.app);
    await ctx.app.balances.ensureAccount(user.id);
    const trial = (await storedBalances(ctx.app, user.id)).chatbots_tokens;
    const created = await adminCall(
      ctx.app,
      admin,
      'POST',
      'orders/',
      manualOrder(user.id, { chatbots_tokens: 100 }, 5),
    );
    const order = ZAdminOrderDetailSchema.parse(created.json());
    return { user, trial, orderId: order.id };
  }
  const chatTokens = async (userId: number) => (await storedBalances(ctx.app, userId)).chatbots_tokens;
  const refund = async (admin: TLoggedIn, orderId: number) => {
    const refunded = await adminCall(ctx.app, admin, 'POST', `orders/${orderId}/refund/`);
    expect(refunded.statusCode, refunded.body).toBe(200);
  };
  const refundLine = async (admin: TLoggedIn, orderId: number) =>
    ZAdminOrderDetailSchema.parse((await adminCall(ctx.app, admin, 'GET', `orders/${orderId}/`)).json())
      .refund;

  it('a hold released after the refund gives the refund what it could not take, not the user', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { user, trial, orderId } = await buyer(admin);
    // An answer holds all but 40 of the balance: the refund can take only those 40 now.
    const hold = await ctx.app.balances.reserve(user.id, 'chatbots_tokens', trial + 60);
    await refund(admin, orderId);
    expect(await chatTokens(user.id)).toBe(0);

    // The provider fails: the hold comes back, and the 60 the refund missed go with the order.
    expect(await ctx.app.balances.release(hold.id)).toBe(true);
    expect(await chatTokens(user.id)).toBe(trial);
    expect(await refundLine(admin, orderId)).toEqual([
      { capability: 'chatbots_tokens', credited: 100, taken_back: 100, not_recovered: 0 },
    ]);
    await expectLedgerMatchesBalances(ctx.app, user.id);
    // The answer's use is undone in the user's usage; the take-back is not use.
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/balance/',
      headers: user.headers,
    });
    expect(balance.json().used.chatbots_tokens).toBe(0);
  });

  it('a hold settled after the refund gives back only its unused part, which the refund takes first', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { user, trial, orderId } = await buyer(admin);
    const hold = await ctx.app.balances.reserve(user.id, 'chatbots_tokens', trial + 60);
    await refund(admin, orderId);
    // The answer used 20 of its hold: trial + 40 flow back, of which 60 are the order's.
    await ctx.app.balances.settle(hold.id, 20);
    expect(await chatTokens(user.id)).toBe(trial - 20);
    await expectLedgerMatchesBalances(ctx.app, user.id);
  });

  it('a hold spent whole leaves the order short; later purchases are not taken for it', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { user, trial, orderId } = await buyer(admin);
    const hold = await ctx.app.balances.reserve(user.id, 'chatbots_tokens', trial + 60);
    await refund(admin, orderId);
    await ctx.app.balances.settle(hold.id, trial + 60);
    expect(await chatTokens(user.id)).toBe(0);
    expect(await refundLine(admin, orderId)).toEqual([
      { capability: 'chatbots_tokens', credited: 100, taken_back: 40, not_recovered: 60 },
    ]);

    await adminCall(ctx.app, admin, 'POST', 'orders/', manualOrder(user.id, { chatbots_tokens: 500 }));
    const later = await ctx.app.balances.reserve(user.id, 'chatbots_tokens', 300);
    await ctx.app.balances.release(later.id);
    expect(await chatTokens(user.id)).toBe(500);
    await expectLedgerMatchesBalances(ctx.app, user.id);
  });

  it('two holds: what the refund could not take is claimed across them, and collected as they end', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { user, trial, orderId } = await buyer(admin);
    const first = await ctx.app.balances.reserve(user.id, 'chatbots_tokens', trial + 30);
    const second = await ctx.app.balances.reserve(user.id, 'chatbots_tokens', 50);
    // 20 left to take now; the 80 the refund cannot reach are claimed on the oldest hold.
    await refund(admin, orderId);
    expect(await chatTokens(user.id)).toBe(0);
    await ctx.app.balances.release(second.id);
    await ctx.app.balances.release(first.id);
    expect(await chatTokens(user.id)).toBe(trial);
    expect(await refundLine(admin, orderId)).toEqual([
      { capability: 'chatbots_tokens', credited: 100, taken_back: 100, not_recovered: 0 },
    ]);
    await expectLedgerMatchesBalances(ctx.app, user.id);
  });

  it('a refund and the hold’s release at the same moment: either order, the user ends with what the refund left', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const { user, trial, orderId } = await buyer(admin);
    const hold = await ctx.app.balances.reserve(user.id, 'chatbots_tokens', trial + 60);
    const [refunded, released] = await Promise.all([
      adminCall(ctx.app, admin, 'POST', `orders/${orderId}/refund/`),
      ctx.app.balances.release(hold.id),
    ]);
    expect([refunded.statusCode, released]).toEqual([200, true]);
    expect(await chatTokens(user.id)).toBe(trial);
    await expectLedgerMatchesBalances(ctx.app, user.id);
  });
});
