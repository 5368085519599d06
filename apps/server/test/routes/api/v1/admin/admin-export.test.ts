import { ZERO_QUANTITIES } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { adminCall } from './admin-fixture.js';

const ORDERS = 10_000;

describe('admin/orders/export/: the filtered orders as CSV, streamed', () => {
  const ctx = useTestApp();

  it('streams 10,000 orders in chunks (no Content-Length: never built whole in memory), each once', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const buyer = await injectWithLogin(ctx.app, { email: `csv-${Date.now()}@example.com` });
    const now = new Date().toISOString();
    for (let start = 0; start < ORDERS; start += 500) {
      const rows = Array.from({ length: Math.min(500, ORDERS - start) }, (_, i) => ({
        ...ZERO_QUANTITIES,
        chatbots_tokens: 10,
        user_id: buyer.id,
        plan_id: null,
        plan_kind: 'custom' as const,
        plan_name: i % 7 === 0 ? '=HYPERLINK("x")' : 'CUSTOM PLAN, "big"',
        amount_cents: start + i,
        currency: 'USD',
        gateway: 'sandbox' as const,
        status: 'paid' as const,
        paid_at: now,
        created_at: now,
        updated_at: now,
      }));
      await ctx.app.db.insertInto('orders').values(rows).execute();
    }
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await adminCall(ctx.app, admin, 'GET', `orders/export/?user_id=${buyer.id}&status=paid`);
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(ORDERS + 1);
    expect(lines[0]).toBe(
      'id,created_at,paid_at,status,user_id,user_email,user_name,plan,amount,currency,gateway,reference,refunded_at,note',
    );
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(ORDERS);
    // Quoted where needed, and a formula defused for spreadsheets.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain('"CUSTOM PLAN, ""big"""');
    expect(lines[2]).toContain(',0.01,USD,sandbox,');
    // The whole body is about 1.5 MB; reading it in batches keeps the heap's growth small.
    expect(heapGrowth).toBeLessThan(64 * 1024 * 1024);
  });
});
