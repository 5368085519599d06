import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-app.js';

function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  const ctx = useTestApp();

  it('sends the strict Content-Security-Policy on API answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/reviews' });
    const csp = parseCsp(response.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends it on errors too, with nosniff', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  const LONG_ID = '9'.repeat(150);
  const beforeRouting = [
    ['a malformed URL', 'GET', '/api/v1/%E0%A4%A'],
    ['an over-long path parameter', 'POST', `/api/v1/users/orders/${LONG_ID}/cancel/`],
    ['an over-long id on a GET', 'GET', `/api/v1/users/orders/${LONG_ID}/`],
  ] as const;

  it.each(beforeRouting)('sends them on the answer to %s, raised before routing', async (_, method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
