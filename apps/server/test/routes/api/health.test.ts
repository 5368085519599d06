import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../helpers/build-app.js';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('reports the database up after a real query', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      dialect: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    });
  });

  it('is not under /api/v1', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const broken = await buildTestApp();
    try {
      await broken.app.db.destroy();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await broken.close();
    }
  });
});
