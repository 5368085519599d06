import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../helpers/build-app.js';
import { TEST_REDIS_URL } from '../../helpers/test-redis.js';

describe('REDIS_URL', () => {
  describe('unset', () => {
    const ctx = useTestApp();
    it('keeps everything in the process: no Redis client', () => {
      expect(ctx.app.redis).toBeNull();
    });
  });

  describe('set', () => {
    const ctx = useTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
    it('connects, and every key it writes is under REDIS_KEY_PREFIX', async () => {
      const redis = ctx.app.redis!;
      await redis.set('probe', 'yes', 'PX', 10_000);
      const plain = redis.duplicate({ keyPrefix: '' });
      try {
        expect(await plain.get(`${ctx.config.REDIS_KEY_PREFIX}probe`)).toBe('yes');
      } finally {
        plain.disconnect();
      }
    });
  });

  it('refuses to start, saying so, when Redis does not answer', async () => {
    await expect(buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /REDIS_URL: Redis did not answer/,
    );
  });
});
