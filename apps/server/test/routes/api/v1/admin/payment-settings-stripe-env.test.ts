import { describe, expect, it } from 'vitest';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { FAKE_STRIPE_SECRET_KEY } from '../../../../helpers/fake-stripe.js';
import {
  TEST_PUBLIC_URL,
  purchaseWithStripe,
  useBuyers,
  useStripeTestApp,
} from '../../../../helpers/stripe-app.js';
import { FAKE_WEBHOOK_SECRET } from '../../../../helpers/stripe-webhooks.js';

const URL = '/api/v1/admin/payment-gateways/stripe/';

describe('Stripe keys from the environment', () => {
  const ctx = useStripeTestApp();
  const buyers = useBuyers(ctx);

  it('lists Stripe beside Sandbox; only Sandbox is a test mode', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/payment_methods/' });
    expect(response.json()).toEqual([
      expect.objectContaining({ method_name: 'Sandbox', is_default: true, test_mode: true }),
      expect.objectContaining({
        method_name: 'Stripe',
        image: '/gateways/stripe.svg',
        is_default: false,
        test_mode: false,
      }),
    ]);
  });

  it('shows the environment as the source, with a hint and never the secrets', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const response = await ctx.app.inject({ method: 'GET', url: URL, headers: admin.headers });
    expect(response.json()).toEqual({
      configured: true,
      source: 'environment',
      secret_key_hint: 'sk_test_…a1b2',
      webhook_secret_set: true,
      webhook_url: `${TEST_PUBLIC_URL}/api/v1/payments/webhooks/stripe`,
    });
    expect(response.body).not.toContain(FAKE_STRIPE_SECRET_KEY);
    expect(response.body).not.toContain(FAKE_WEBHOOK_SECRET);
  });

  it("wins over an admin's keys, which are kept for when the environment no longer sets them", async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: admin.headers,
      payload: { secret_key: 'sk_live_another_account_9999', webhook_secret: 'whsec_another_account_secret' },
    });
    expect(saved.json()).toMatchObject({ source: 'environment', secret_key_hint: 'sk_test_…a1b2' });
    expect(await ctx.app.repositories.settings.get('stripe_gateway')).toMatch(/^v1\./);

    const buyer = await buyers.signIn();
    const purchase = await purchaseWithStripe(ctx.app, buyer, { pack: 'Starter' });
    expect(purchase.statusCode, purchase.body).toBe(200);
    expect(ctx.fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_SECRET_KEY}`);
  });
});
