import { ZPaymentMethodsResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('GET /api/v1/payments/payment_methods', () => {
  const ctx = useTestApp();

  it.each(['/api/v1/payments/payment_methods', '/api/v1/payments/payment_methods/'])(
    'lists only the enabled Sandbox gateway, as the default and marked as a test mode (%s)',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const methods = ZPaymentMethodsResponseSchema.parse(response.json());
      expect(methods).toEqual([
        {
          id: expect.any(Number),
          method_name: 'Sandbox',
          image: '/gateways/sandbox.svg',
          is_default: true,
          test_mode: true,
        },
      ]);
    },
  );

  it('keeps Stripe in the database, switched on but not listed until its keys are configured', async () => {
    const stripe = await ctx.app.repositories.paymentMethods.findByCode('stripe');
    expect(stripe).toMatchObject({ method_name: 'Stripe', image: '/gateways/stripe.svg' });
    expect(Boolean(stripe?.enabled)).toBe(true);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/payment_methods' });
    expect(ZPaymentMethodsResponseSchema.parse(response.json()).map((m) => m.method_name)).toEqual([
      'Sandbox',
    ]);
  });
});
