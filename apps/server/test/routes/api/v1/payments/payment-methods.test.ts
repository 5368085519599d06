import { ZPaymentMethodsResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('GET /api/v1/payments/payment_methods', () => {
  const ctx = useTestApp();

  it.each(['/api/v1/payments/payment_methods', '/api/v1/payments/payment_methods/'])(
    'lists only the enabled Sandbox gateway, as the default (%s)',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const methods = ZPaymentMethodsResponseSchema.parse(response.json());
      expect(methods).toEqual([
        { id: expect.any(Number), method_name: 'Sandbox', image: '/gateways/sandbox.svg', is_default: true },
      ]);
    },
  );

  it('keeps Stripe in the database, disabled until configured', async () => {
    const stripe = await ctx.app.repositories.paymentMethods.findByCode('stripe');
    expect(stripe).toMatchObject({ method_name: 'Stripe', image: '/gateways/stripe.svg' });
    expect(Boolean(stripe?.enabled)).toBe(false);
  });

  it('lists Stripe once an operator enables it', async () => {
    await ctx.app.db
      .updateTable('payment_methods')
      .set({ enabled: true })
      .where('code', '=', 'stripe')
      .execute();
    ctx.app.responseCache.invalidate('payment-methods');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/payment_methods' });
    const methods = ZPaymentMethodsResponseSchema.parse(response.json());
    expect(methods.map((method) => [method.method_name, method.is_default])).toEqual([
      ['Sandbox', true],
      ['Stripe', false],
    ]);
  });
});
