import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../../src/db/create-database.js';
import { HttpError } from '../../../src/lib/http-error.js';
import { injectWithLogin } from '../../helpers/accounts.js';
import { useTestApp } from '../../helpers/build-app.js';
import { captureLog, LOG_LEVEL } from '../../helpers/log-capture.js';

describe('error and not-found handlers', () => {
  const ctx = useTestApp({
    beforeReady: (app) => {
      app.get('/api/test/crash', async () => {
        throw new Error('secret: connection string postgres://admin:hunter2@db');
      });
      app.get('/api/test/conflict', async () => {
        throw new HttpError(409, 'This email is already in use.');
      });
    },
  });

  it.each(['/api/nope', '/api/v1/nope/', '/api/v1/payments/plans/extra', '/api', '/api/v1'])(
    'answers an unknown API path 404 as JSON (%s)',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    },
  );

  it('answers a known path with a wrong method 405 with an Allow header', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/payments/plans/' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('treats both trailing-slash forms and query strings alike for 405', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/support/contact?x=1' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ detail: 'Method "GET" not allowed.' });
  });

  const LONG_ID = '9'.repeat(150);
  it.each([
    ['GET', `/api/v1/users/orders/${LONG_ID}/`],
    ['POST', `/api/v1/users/orders/${LONG_ID}/cancel/`],
    ['GET', `/api/v1/users/orders/${'x'.repeat(150)}`],
  ] as const)('answers %s with an over-long id in the path 404, not 405 or 414 (%#)', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Not found.' }]);
    expect(response.headers.allow).toBeUndefined();
  });

  it('answers 404 (not 405) for a non-GET request outside the API', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/about-us' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('hides the internals of unexpected errors behind a 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"detail":"Internal server error."}');
  });

  it('passes a deliberate client error through as { detail }', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'This email is already in use.' });
  });

  it.each(['/api/v1/payments/%E0%A4%A', '/%zz'])('answers the malformed URL %s 400 as JSON', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed URL.' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

// PostgreSQL restarted and stopped under load: test/cluster/database-restart.test.ts.
describe.skipIf(process.env.TEST_DATABASE_URL)('a SQLite database locked by another writer', () => {
  const log = captureLog();
  const ctx = useTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });

  it('answers writes 503 with Retry-After, logs it once, and writes again once the lock is gone', async () => {
    const user = await injectWithLogin(ctx.app);
    // The app waits this long for a lock (5 s in production): the same answer, sooner.
    await sql`pragma busy_timeout = 50`.execute(ctx.app.db);
    const createChat = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/ai/chats/',
        headers: user.headers,
        payload: { assistant_id: 1 },
      });
    const other = new SQLite(join(ctx.config.DATA_DIR, SQLITE_FILE_NAME));
    try {
      other.exec('begin immediate');
      for (const response of [await createChat(), await createChat()]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          detail: 'The service is briefly unavailable. Please try again in a moment.',
        });
      }
      const errors = log.lines.filter((line) => line.level >= LOG_LEVEL.error);
      expect(errors.map((line) => line.msg)).toEqual([
        'database unavailable: requests that need it get 503 with Retry-After until it answers again',
      ]);
      other.exec('rollback');
      expect((await createChat()).statusCode).toBe(201);
    } finally {
      other.close();
    }
  });
});

describe('request ids', () => {
  const ctx = useTestApp();

  it('echoes a sane incoming X-Request-Id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42');
  });

  it('replaces a missing or unsafe one with a UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const headers of [{}, { 'x-request-id': 'bad id\n<script>' }, { 'x-request-id': 'x'.repeat(200) }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers });
      expect(response.headers['x-request-id']).toMatch(uuid);
    }
  });
});
