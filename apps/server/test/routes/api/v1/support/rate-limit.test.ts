import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build-app.js';
import { VALID_APPLICATION, VALID_CONTACT } from '../../../../helpers/forms.js';

describe('support forms rate limit (CONTACT_RATE_LIMIT_PER_HOUR)', () => {
  const ctx = useTestApp({ env: { CONTACT_RATE_LIMIT_PER_HOUR: '2' } });

  const contact = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/contact/',
      payload: VALID_CONTACT,
      remoteAddress,
    });

  it('answers 429 with a detail once an IP passes the hourly limit', async () => {
    expect((await contact('203.0.113.7')).statusCode).toBe(201);
    expect((await contact('203.0.113.7')).statusCode).toBe(201);
    const limited = await contact('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('counts each IP separately', async () => {
    expect((await contact('203.0.113.8')).statusCode).toBe(201);
  });

  it('limits the application form the same way, and the trailing-slash forms share a counter', async () => {
    const apply = (url: string) =>
      ctx.app.inject({ method: 'POST', url, payload: VALID_APPLICATION, remoteAddress: '203.0.113.9' });
    expect((await apply('/api/v1/support/application/')).statusCode).toBe(201);
    expect((await apply('/api/v1/support/application')).statusCode).toBe(201);
    expect((await apply('/api/v1/support/application/')).statusCode).toBe(429);
  });

  it('stored only the accepted submissions', async () => {
    const rows = await ctx.app.db.selectFrom('support_requests').select(['ip']).execute();
    expect(rows.filter((row) => row.ip === '203.0.113.7')).toHaveLength(2);
  });
});
