import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build-app.js';

describe('db plugin', () => {
  it('closes the database only after in-flight requests have finished', async () => {
    const ctx = await buildTestApp({
      beforeReady: (app) => {
        app.get('/api/test/slow', async () => {
          await sleep(300);
          const { rows } = await sql<{ one: number }>`select 1 as one`.execute(app.db);
          return { one: Number(rows[0]?.one) };
        });
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;

    const pending = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await sleep(100);
    const closing = ctx.close();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ one: 1 });
    await closing;

    await expect(sql`select 1`.execute(ctx.app.db)).rejects.toThrow(/destroyed/);
  });
});
