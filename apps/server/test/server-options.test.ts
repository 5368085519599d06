import { describe, expect, it } from 'vitest';
import { generateRequestId } from '../src/server-options.js';
import { useTestApp } from './helpers/build-app.js';
import { VALID_CONTACT } from './helpers/forms.js';

describe('TRUST_PROXY', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });

  async function storedIp(remoteAddress: string, forwardedFor: string): Promise<string | null> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/contact/',
      payload: VALID_CONTACT,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(response.statusCode).toBe(201);
    const request = await ctx.app.repositories.support.findRequestById(response.json().id);
    return request?.ip ?? null;
  }

  it('believes X-Forwarded-For from a trusted proxy', async () => {
    expect(await storedIp('10.1.2.3', '203.0.113.50')).toBe('203.0.113.50');
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    expect(await storedIp('198.51.100.9', '203.0.113.51')).toBe('198.51.100.9');
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '1' } });

  it('takes the address one hop before the socket', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/contact/',
      payload: VALID_CONTACT,
      remoteAddress: '192.0.2.1',
      headers: { 'x-forwarded-for': '203.0.113.60, 203.0.113.61' },
    });
    const request = await ctx.app.repositories.support.findRequestById(response.json().id);
    expect(request?.ip).toBe('203.0.113.61');
  });
});

describe('generateRequestId', () => {
  it('keeps sane ids and replaces others', () => {
    expect(generateRequestId('req-1:abc.DEF_2')).toBe('req-1:abc.DEF_2');
    expect(generateRequestId(['a', 'b'])).not.toBe('a');
    expect(generateRequestId('has space')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
