import { describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { packByName, sandboxGatewayId } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('admin/payment-gateways/', () => {
  const ctx = useTestApp();
  const patch = (admin: TLoggedIn, id: number | string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/payment-gateways/${id}/`,
      headers: admin.headers,
      payload,
    });
  const listed = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/payment_methods' })).json() as {
      method_name: string;
      is_default: boolean;
    }[];

  it('lists every gateway with its switch, default flag and whether it is configured', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payment-gateways/',
      headers: admin.headers,
    });
    expect(response.json()).toEqual([
      expect.objectContaining({ code: 'sandbox', enabled: true, is_default: true, available: true }),
      expect.objectContaining({ code: 'stripe', enabled: true, is_default: false, available: false }),
    ]);
  });

  it('switching Sandbox off hides it from buyers and refuses purchases through it', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const buyer = await injectWithLogin(ctx.app);
    const sandbox = await sandboxGatewayId(ctx.app);
    expect((await listed()).map((m) => m.method_name)).toEqual(['Sandbox']);
    const off = await patch(admin, sandbox, { enabled: false });
    expect(off.json()).toMatchObject({ code: 'sandbox', enabled: false });
    expect(await listed()).toEqual([]);
    const pro = await packByName(ctx.app, 'Pro');
    const purchase = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/purchase/${sandbox}/`,
      headers: buyer.headers,
      payload: { plan_id: pro.id },
    });
    expect(purchase.statusCode).toBe(404);
    await patch(admin, sandbox, { enabled: true });
    // An order started while it was on cannot be paid once it is off.
    const { order_id } = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/purchase/${sandbox}/`,
        headers: buyer.headers,
        payload: { plan_id: pro.id },
      })
    ).json();
    await patch(admin, sandbox, { enabled: false });
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${order_id}/pay/`,
      headers: buyer.headers,
    });
    expect([pay.statusCode, pay.json().detail]).toEqual([409, expect.stringContaining('switched off')]);
    expect((await ctx.app.repositories.orders.findById(order_id))?.status).toBe('pending');
    await patch(admin, sandbox, { enabled: true });
    expect((await listed()).map((m) => m.method_name)).toEqual(['Sandbox']);
  });

  it('keeps exactly one default', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const stripe = (await ctx.app.repositories.paymentMethods.findByCode('stripe'))!;
    await patch(admin, stripe.id, { is_default: true });
    const rows = await ctx.app.repositories.paymentMethods.findAll();
    expect(rows.map((row) => [row.code, Boolean(row.is_default)])).toEqual([
      ['sandbox', false],
      ['stripe', true],
    ]);
    await patch(admin, await sandboxGatewayId(ctx.app), { is_default: true });
    expect((await listed()).map((m) => [m.method_name, m.is_default])).toEqual([['Sandbox', true]]);
  });

  it('validates the change and refuses non-admins', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    const sandbox = await sandboxGatewayId(ctx.app);
    const cases: [number | string, object, number][] = [
      [sandbox, {}, 400],
      [sandbox, { enabled: 'no' }, 400],
      [sandbox, { is_default: false }, 400],
      [999, { enabled: true }, 404],
      ['x', { enabled: true }, 400],
    ];
    for (const [id, body, status] of cases) {
      expect((await patch(admin, id, body)).statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await patch(user, sandbox, { enabled: false })).statusCode).toBe(403);
    expect((await listed()).map((m) => m.method_name)).toEqual(['Sandbox']);
  });
});
