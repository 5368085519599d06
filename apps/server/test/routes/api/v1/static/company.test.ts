import { ZCompanyInfoResponseSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('GET /api/v1/static/company_info', () => {
  const ctx = useTestApp();

  it.each(['/api/v1/static/company_info', '/api/v1/static/company_info/'])(
    'returns the company (%s)',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(ZCompanyInfoResponseSchema.parse(response.json())).toEqual({
        name: 'Inkwell Labs Ltd',
        registrationNumber: '14872093',
        address: {
          street: '18 Clerkenwell Green',
          city: 'London',
          postalCode: 'EC1R 0DP',
          country: 'United Kingdom',
        },
        email: 'support@inkwell.app',
        phone: '+44 20 7946 0321',
      });
    },
  );

  it('answers 404 with a detail when the row is gone', async () => {
    await ctx.app.db.deleteFrom('company_info').execute();
    ctx.app.responseCache.invalidate('company-info');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/static/company_info' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Company information has not been set up.' });
  });
});
