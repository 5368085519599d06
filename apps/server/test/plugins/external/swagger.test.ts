import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-app.js';

/** Accounts routes are listed by their own test below. */
const isAccountPath = (path: string) => path.startsWith('/api/v1/users/') && path !== '/api/v1/users/reviews';

describe('OpenAPI document and Swagger UI', () => {
  const ctx = useTestApp();

  it('lists every route with its schemas at /api/docs/json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).filter((path) => !isAccountPath(path))).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v1/payments/payment_methods',
        '/api/v1/payments/plans/',
        '/api/v1/payments/purchase/{gateway_id}/',
        '/api/v1/payments/purchase_custom_plan/{gateway_id}',
        '/api/v1/static/company_info',
        '/api/v1/support/application/',
        '/api/v1/support/contact/',
        '/api/v1/users/reviews',
        '/api/v1/admin/trial-balances/',
      ]),
    );
    // Every documented route declares the schema of its success answer.
    for (const [path, operations] of Object.entries<Record<string, { responses: object }>>(doc.paths)) {
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses), path).toEqual(
          expect.arrayContaining([expect.stringMatching(/^2/)]),
        );
      }
    }
    expect(Object.keys(doc.paths).filter(isAccountPath)).toEqual(
      expect.arrayContaining([
        '/api/v1/users/login/',
        '/api/v1/users/token/refresh/',
        '/api/v1/users/profile/',
      ]),
    );
    const contact = doc.paths['/api/v1/support/contact/'].post;
    const body = contact.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    expect(Object.keys(contact.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
    const plans =
      doc.paths['/api/v1/payments/plans/'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(plans)).toContain('chatbot_rate_per_token');
  });

  it('serves the UI page with external scripts only, under the strict CSP', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(content!.trim()).toBe('');
    }
    for (const [, attributes] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes!)![1]!;
      const script = await ctx.app.inject({
        method: 'GET',
        url: new URL(src, 'http://x/api/docs/').pathname,
      });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
  });
});
