import type { TQuantities } from '@inkwell/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { injectWithLogin, type TLoggedIn } from './accounts.js';
import { orderQuantities } from '../../src/services/orders/order-mappers.js';
import { addPurchase, expectLedgerMatchesBalances, packByName, storedBalances } from './balance.js';
import { buildTestApp, type TTestApp } from './build-app.js';
import { FakeStripe, type TFakeSession } from './fake-stripe.js';
import { FAKE_WEBHOOK_SECRET } from './stripe-webhooks.js';

export const TEST_PUBLIC_URL = 'https://inkwell.test';

export interface TStripeTestApp extends TTestApp {
  fake: FakeStripe;
}

/**
 * A fake Stripe API and the app pointed at it (STRIPE_API_URL), for the test file. With
 * `envKeys: false` the keys are left for the admin API to set.
 */
export function useStripeTestApp(options: { envKeys?: boolean } = {}): TStripeTestApp {
  const context = {} as TStripeTestApp;
  beforeAll(async () => {
    const fake = await new FakeStripe().listen();
    const keys: Record<string, string> =
      options.envKeys === false
        ? {}
        : { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET };
    const built = await buildTestApp({
      env: { STRIPE_API_URL: fake.url, PUBLIC_URL: TEST_PUBLIC_URL, ...keys },
    });
    Object.assign(context, built, { fake });
  });
  afterAll(async () => {
    await context.close?.();
    await context.fake?.close();
  });
  return context;
}

/** signIn(): a buyer with balance rows; after each test, every buyer's ledger must sum to the balances. */
export function useBuyers(ctx: TTestApp): { signIn(): Promise<TLoggedIn> } {
  const users: TLoggedIn[] = [];
  afterEach(async () => {
    for (const user of users.splice(0)) await expectLedgerMatchesBalances(ctx.app, user.id);
  });
  return {
    async signIn() {
      const user = await injectWithLogin(ctx.app);
      await ctx.app.balances.ensureAccount(user.id);
      users.push(user);
      return user;
    },
  };
}

export async function stripeGatewayId(app: FastifyInstance): Promise<number> {
  const row = await app.repositories.paymentMethods.findByCode('stripe');
  if (!row) throw new Error('no stripe gateway');
  return row.id;
}

/** POSTs a purchase of the named pack (or a custom plan) with Stripe. */
export async function purchaseWithStripe(
  app: FastifyInstance,
  user: TLoggedIn,
  what: { pack: string } | { custom: Record<string, number> },
) {
  const gatewayId = await stripeGatewayId(app);
  const [url, payload] =
    'pack' in what
      ? [`purchase/${gatewayId}/`, { plan_id: (await packByName(app, what.pack)).id }]
      : [`purchase_custom_plan/${gatewayId}`, what.custom];
  return app.inject({ method: 'POST', url: `/api/v1/payments/${url}`, headers: user.headers, payload });
}

/** Buys the pack with Stripe and answers the pending order and its session at the fake. */
export async function startStripeOrder(
  ctx: TStripeTestApp,
  user: TLoggedIn,
  pack = 'Starter',
): Promise<{ orderId: number; session: TFakeSession }> {
  const response = await purchaseWithStripe(ctx.app, user, { pack });
  expect(response.statusCode, response.body).toBe(200);
  const { order_id: orderId } = response.json<{ order_id: number }>();
  const order = await ctx.app.repositories.orders.findById(orderId);
  const session = ctx.fake.sessions.get(order?.external_id ?? '');
  if (!session) throw new Error(`no session for order ${orderId}`);
  return { orderId, session: { ...session } };
}

/** The order is paid and the buyer holds `before` plus what the order bought, credited once. */
export async function expectPaidOnce(
  app: FastifyInstance,
  userId: number,
  orderId: number,
  before: TQuantities,
) {
  const order = await app.repositories.orders.findById(orderId);
  expect(order?.status).toBe('paid');
  expect(await storedBalances(app, userId)).toEqual(addPurchase(before, orderQuantities(order!)));
}

/** What handling each recorded event did, by event id. */
export async function eventOutcomes(app: FastifyInstance, eventIds: string[]) {
  const rows = await app.db
    .selectFrom('payment_events')
    .select(['event_id', 'outcome', 'order_id'])
    .where('event_id', 'in', eventIds)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.event_id, [row.outcome, row.order_id]]));
}
