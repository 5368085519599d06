import { describe, expect, it } from 'vitest';
import { STRIPE_DETAIL } from '../../../../../src/providers/payments/stripe-gateway.js';
import { PURCHASE_DETAIL } from '../../../../../src/services/payments/purchase-service.js';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { FAKE_STRIPE_SECRET_KEY } from '../../../../helpers/fake-stripe.js';
import {
  TEST_PUBLIC_URL,
  purchaseWithStripe,
  useBuyers,
  useStripeTestApp,
} from '../../../../helpers/stripe-app.js';
import { deliverEvent } from '../../../../helpers/stripe-webhooks.js';

const URL = '/api/v1/admin/payment-gateways/stripe/';
const KEYS = { secret_key: FAKE_STRIPE_SECRET_KEY, webhook_secret: 'whsec_set_by_the_admin_123456' };
const NOT_CONFIGURED = {
  configured: false,
  source: null,
  secret_key_hint: null,
  webhook_secret_set: false,
  webhook_url: `${TEST_PUBLIC_URL}/api/v1/payments/webhooks/stripe`,
};

describe('admin Stripe settings: PUT/GET/DELETE admin/payment-gateways/stripe/', () => {
  const ctx = useStripeTestApp({ envKeys: false });
  const buyers = useBuyers(ctx);
  const call = (user: TLoggedIn, method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
    ctx.app.inject({ method, url: URL, headers: user.headers, ...(payload ? { payload } : {}) });
  const listed = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/payment_methods' }))
      .json<{ method_name: string }[]>()
      .map((method) => method.method_name);

  it('without keys Stripe is not listed, cannot be bought with and its webhook answers 503', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    expect((await call(admin, 'GET')).json()).toEqual(NOT_CONFIGURED);
    expect(await listed()).toEqual(['Sandbox']);
    const buyer = await buyers.signIn();
    const purchase = await purchaseWithStripe(ctx.app, buyer, { pack: 'Starter' });
    expect([purchase.statusCode, purchase.json()]).toEqual([
      404,
      { detail: PURCHASE_DETAIL.gatewayUnavailable },
    ]);
    const webhook = await deliverEvent(ctx.app, 'checkout.session.completed', { id: 'cs_test_x' });
    expect([webhook.statusCode, webhook.json()]).toEqual([503, { detail: STRIPE_DETAIL.notConfigured }]);
  });

  it('refuses non-admins with 403 and malformed keys with 400 field errors', async () => {
    const user = await injectWithLogin(ctx.app);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await call(user, method, method === 'PUT' ? KEYS : undefined)).statusCode).toBe(403);
    }
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const bad = await call(admin, 'PUT', { secret_key: 'pk_test_publishable_key', webhook_secret: 'secret' });
    expect([bad.statusCode, Object.keys(bad.json()).sort()]).toEqual([400, ['secret_key', 'webhook_secret']]);
    expect((await call(admin, 'PUT', {})).statusCode).toBe(400);
    expect(await listed()).toEqual(['Sandbox']);
  });

  it('stores the keys encrypted, never returns them, lists Stripe and takes payments with them', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const saved = await call(admin, 'PUT', KEYS);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = { ...NOT_CONFIGURED, configured: true, source: 'admin', webhook_secret_set: true };
    expect(saved.json()).toEqual({ ...answer, secret_key_hint: 'sk_test_…a1b2' });
    const read = await call(admin, 'GET');
    expect(read.json()).toEqual(saved.json());
    for (const body of [saved.body, read.body]) {
      expect(body).not.toContain(KEYS.secret_key);
      expect(body).not.toContain(KEYS.webhook_secret);
    }
    const stored = await ctx.app.repositories.settings.get('stripe_gateway');
    expect(stored).toMatch(/^v1\./);
    for (const secret of Object.values(KEYS)) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(Buffer.from(secret).toString('base64url'));
    }

    await ctx.app.stripeSettings.reload();
    expect(await listed()).toEqual(['Sandbox', 'Stripe']);
    const buyer = await buyers.signIn();
    const purchase = await purchaseWithStripe(ctx.app, buyer, { pack: 'Starter' });
    expect(purchase.statusCode, purchase.body).toBe(200);
    expect(ctx.fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEYS.secret_key}`);
  });

  it('DELETE forgets the keys and Stripe is no longer listed', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    await call(admin, 'PUT', KEYS);
    expect(await listed()).toContain('Stripe');
    const cleared = await call(admin, 'DELETE');
    expect([cleared.statusCode, cleared.json()]).toEqual([200, NOT_CONFIGURED]);
    expect(await listed()).toEqual(['Sandbox']);
    expect(await ctx.app.repositories.settings.get('stripe_gateway')).toBeUndefined();
  });

  it('a stored value that no longer decrypts counts as not configured', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    await call(admin, 'PUT', KEYS);
    const stored = (await ctx.app.repositories.settings.get('stripe_gateway'))!;
    const flipped = `${stored.slice(0, -2)}${stored.endsWith('AA') ? 'BB' : 'AA'}`;
    await ctx.app.repositories.settings.set('stripe_gateway', flipped);
    await ctx.app.stripeSettings.reload();
    expect((await call(admin, 'GET')).json()).toEqual(NOT_CONFIGURED);
    expect(await listed()).toEqual(['Sandbox']);
  });
});
