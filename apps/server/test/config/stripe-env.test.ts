import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env.js';

describe('parseEnv: Stripe', () => {
  it('accepts secret or restricted keys with a webhook secret and an API base URL', () => {
    for (const key of ['sk_test_51Habcdefgh', 'rk_live_51Habcdefgh']) {
      const result = parseEnv({
        STRIPE_SECRET_KEY: key,
        STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
        STRIPE_API_URL: 'http://127.0.0.1:12111/',
      });
      expect(result.success && [result.env.STRIPE_SECRET_KEY, result.env.STRIPE_API_URL]).toEqual([
        key,
        'http://127.0.0.1:12111',
      ]);
    }
  });

  it('prints every problem: key prefixes, the URL and a missing half of the pair', () => {
    const bad = parseEnv({
      STRIPE_SECRET_KEY: 'pk_test_publishable',
      STRIPE_WEBHOOK_SECRET: 'secret',
      STRIPE_API_URL: 'ftp://stripe',
    });
    const problems = bad.success ? '' : bad.problems.join('\n');
    expect(problems).toMatch(/STRIPE_SECRET_KEY: must start with sk_ or rk_/);
    expect(problems).toMatch(/STRIPE_WEBHOOK_SECRET: must start with whsec_/);
    expect(problems).toMatch(/STRIPE_API_URL: must be an http/);

    const half = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_51Habcdefgh' });
    expect(half.success ? [] : half.problems).toEqual([
      'STRIPE_WEBHOOK_SECRET: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
    ]);
  });
});
