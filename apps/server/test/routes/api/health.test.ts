import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ZHealthResponseSchema } from '@inkwell/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, type TTestApp } from '../../helpers/build-app.js';
import { startRedisProxy } from '../../helpers/redis-proxy.js';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** Readiness as a balancer reads it: the status code and the parsed body. */
async function readiness(app: FastifyInstance, url = '/api/health/ready') {
  const response = await get(app, url);
  return { code: response.statusCode, body: ZHealthResponseSchema.parse(response.json()) };
}

async function withApp(env: Record<string, string>, use: (test: TTestApp) => Promise<void>) {
  const test = await buildTestApp({ env });
  try {
    await use(test);
  } finally {
    await test.close();
  }
}

describe('GET /api/health/live and /api/health/ready', () => {
  const ctx = useTestApp();

  it('says ok with every check when all is well; /api/health answers as readiness does', async () => {
    const expected = {
      status: 'ok',
      dialect,
      checks: { database: 'up', redis: 'off', media: 'up', ai_provider: { outcome: 'unknown' } },
    };
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await get(ctx.app, url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.json()).toEqual(expected);
    }
    const live = await get(ctx.app, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('is not under /api/v1', async () => {
    expect((await get(ctx.app, '/api/v1/health')).statusCode).toBe(404);
    expect((await get(ctx.app, '/api/v1/health/live')).statusCode).toBe(404);
  });

  it('database down: readiness 503 unavailable, liveness still 200', async () => {
    await withApp({}, async ({ app }) => {
      await app.db.destroy();
      const { code, body } = await readiness(app);
      expect(code).toBe(503);
      expect(body).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
      expect((await readiness(app, '/api/health')).code).toBe(503);
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    });
  });

  it('draining: readiness 503 draining with the checks, liveness still 200', async () => {
    await withApp({}, async ({ app }) => {
      expect(await app.lifecycle.drain(1_000)).toBe(true);
      const { code, body } = await readiness(app);
      expect(code).toBe(503);
      expect(body).toMatchObject({ status: 'draining', checks: { database: 'up' } });
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    });
  });

  it('media storage failing: 200 degraded (the instance stays in the balancer), media down', async () => {
    await withApp({}, async ({ app, config }) => {
      // The media folder's place taken by a file: nothing can be written under it.
      const media = join(config.DATA_DIR, 'media');
      await rm(media, { recursive: true, force: true });
      await writeFile(media, 'not a folder');
      const { code, body } = await readiness(app);
      expect(code).toBe(200);
      expect(body).toMatchObject({ status: 'degraded', checks: { database: 'up', media: 'down' } });
    });
  });

  it('Redis lost: 200 degraded with redis down; up again once Redis is back', async () => {
    const proxy = await startRedisProxy();
    try {
      await withApp({ REDIS_URL: proxy.url }, async ({ app }) => {
        expect(await readiness(app)).toMatchObject({
          code: 200,
          body: { status: 'ok', checks: { redis: 'up' } },
        });
        await proxy.cut();
        await expect
          .poll(async () => (await readiness(app)).body.checks.redis, { timeout: 10_000 })
          .toBe('down');
        expect(await readiness(app)).toMatchObject({ code: 200, body: { status: 'degraded' } });
        await proxy.restore();
        await expect.poll(async () => (await readiness(app)).body.status, { timeout: 15_000 }).toBe('ok');
      });
    } finally {
      await proxy.close();
    }
  });
});
