import type { TAuditAction, TAuditTargetType } from '@inkwell/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin, mailsTo, type TLoggedIn } from '../../../../helpers/accounts.js';
import { sandboxGatewayId } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';
import { VALID_CONTACT } from '../../../../helpers/forms.js';
import { adminCall, auditOf, withAuditRefused } from './admin-fixture.js';

type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The admin changes whose audit line a route used to write after the service had committed
 * them: the service now writes it in the change's transaction. When the line cannot be written
 * the change is not made (500, nothing changed); made, it has exactly one line, as before.
 */
describe('an admin change and its audit line: both or neither', () => {
  const ctx = useTestApp();
  let admin: TLoggedIn;
  beforeAll(async () => {
    admin = await injectWithLogin(ctx.app, { role: 'admin' });
  });

  const call = (method: TMethod, url: string, payload?: object) =>
    adminCall(ctx.app, admin, method, url, payload);
  const read = async (url: string): Promise<unknown> => (await call('GET', url)).json();

  /**
   * `change` with the audit line refused: 500, `state()` as it was and no line; then made:
   * `status`, `state()` changed and one line more about `target`, which is returned.
   */
  async function bothOrNeither(options: {
    change: () => Promise<LightMyRequestResponse>;
    state: () => Promise<unknown>;
    target: [TAuditTargetType, string | number];
    action: TAuditAction;
    status?: number;
  }) {
    const lines = () => auditOf(ctx.app, ...options.target);
    const before = await options.state();
    const written = (await lines()).length;

    const refused = await withAuditRefused(ctx.app, options.change);
    expect(refused.statusCode, refused.body).toBe(500);
    expect(await options.state()).toEqual(before);
    expect(await lines()).toHaveLength(written);

    const made = await options.change();
    expect(made.statusCode, made.body).toBe(options.status ?? 200);
    expect(await options.state()).not.toEqual(before);
    const after = await lines();
    expect(after).toHaveLength(written + 1);
    expect(after.at(-1)).toMatchObject({ admin_id: admin.id, action: options.action });
    return after.at(-1)!;
  }

  it('trial balances: not set when their audit line is refused; set, audited once with before and after', async () => {
    const trial = (await call('GET', 'trial-balances/')).json<Record<string, number>>();
    const raised = { ...trial, chatbots_tokens: trial.chatbots_tokens! + 1 };
    const line = await bothOrNeither({
      change: () => call('PUT', 'trial-balances/', raised),
      state: () => read('trial-balances/'),
      target: ['settings', 'trial_balances'],
      action: 'settings.trial_balances',
    });
    expect(line).toMatchObject({ before: trial, after: raised });
  });

  it('a payment gateway: not switched off when its audit line is refused; switched, audited once', async () => {
    const sandbox = await sandboxGatewayId(ctx.app);
    const line = await bothOrNeither({
      change: () => call('PATCH', `payment-gateways/${sandbox}/`, { enabled: false }),
      state: () => read('payment-gateways/'),
      target: ['settings', `gateway:${sandbox}`],
      action: 'settings.payment_gateway',
    });
    expect(line).toMatchObject({ before: null, after: { enabled: false } });
    expect((await call('PATCH', `payment-gateways/${sandbox}/`, { enabled: true })).statusCode).toBe(200);
  });

  it('Stripe keys: neither set nor forgotten (not even in memory) when the audit line is refused', async () => {
    const keys = { secret_key: 'sk_test_audited_0123456789', webhook_secret: 'whsec_audited_0123456789' };
    const state = () => read('payment-gateways/stripe/');
    const set = await bothOrNeither({
      change: () => call('PUT', 'payment-gateways/stripe/', keys),
      state,
      target: ['settings', 'stripe'],
      action: 'settings.stripe',
    });
    expect(set.after).toEqual({ keys: 'set' });
    expect(await state()).toMatchObject({ configured: true, source: 'admin' });
    const cleared = await bothOrNeither({
      change: () => call('DELETE', 'payment-gateways/stripe/'),
      state,
      target: ['settings', 'stripe'],
      action: 'settings.stripe',
    });
    expect(cleared.after).toEqual({ keys: 'cleared' });
    expect(await state()).toMatchObject({ configured: false });
  });

  it('AI Providers: no provider or capability change without its audit line; each made one audited once', async () => {
    const state = () => read('ai-settings/');
    const added = await bothOrNeither({
      change: () =>
        call('POST', 'ai-settings/providers/', {
          name: 'Audited vLLM',
          base_url: 'http://127.0.0.1:9/v1',
          api_key: 'sk-audited-secret-0123456789',
        }),
      state,
      target: ['settings', 'providers'],
      action: 'settings.ai',
      status: 201,
    });
    expect(added.after).toEqual({ added: 'Audited vLLM', base_url: 'http://127.0.0.1:9/v1' });
    const { providers } = (await call('GET', 'ai-settings/')).json<{ providers: { id: string }[] }>();
    const id = providers.at(-1)!.id;

    const renamed = await bothOrNeither({
      change: () => call('PATCH', `ai-settings/providers/${id}/`, { name: 'Renamed vLLM' }),
      state,
      target: ['settings', `provider:${id}`],
      action: 'settings.ai',
    });
    expect(renamed.after).toEqual({ name: 'Renamed vLLM', api_key: 'unchanged' });
    const assigned = await bothOrNeither({
      change: () => call('PUT', 'ai-settings/capabilities/code/', { provider_id: id, model: 'coder-1' }),
      state,
      target: ['settings', 'capability:code'],
      action: 'settings.ai',
    });
    expect(assigned.after).toEqual({ provider_id: id, model: 'coder-1' });
    const unassigned = await bothOrNeither({
      change: () => call('DELETE', 'ai-settings/capabilities/code/'),
      state,
      target: ['settings', 'capability:code'],
      action: 'settings.ai',
    });
    expect(unassigned.after).toEqual({ unassigned: true });
    const removed = await bothOrNeither({
      change: () => call('DELETE', `ai-settings/providers/${id}/`),
      state,
      target: ['settings', `provider:${id}`],
      action: 'settings.ai',
    });
    expect(removed.after).toEqual({ removed: true });
  });

  it('a password-reset link: neither issued nor mailed when its audit line is refused; sent, audited once', async () => {
    const user = await injectWithLogin(ctx.app);
    const state = async () => {
      await ctx.app.mailer.idle();
      const tokens = await ctx.app.db
        .selectFrom('one_time_tokens')
        .select('purpose')
        .where('user_id', '=', user.id)
        .execute();
      return { tokens, mails: (await mailsTo(ctx.app, user.email)).length };
    };
    await bothOrNeither({
      change: () => call('POST', `users/${user.id}/password-reset/`),
      state,
      target: ['user', user.id],
      action: 'user.password_reset_link',
    });
    expect(await state()).toEqual({ tokens: [{ purpose: 'password_reset' }], mails: 1 });
  });

  it('Support Center: no setting, reply or status change without its audit line; each made one audited once', async () => {
    const settings = await bothOrNeither({
      change: () => call('PUT', 'support/settings/', { notify_admins: false }),
      state: () => read('support/settings/'),
      target: ['settings', 'support'],
      action: 'support.settings',
    });
    expect(settings.after).toEqual({ notify_admins: false });

    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/support/contact/',
      payload: VALID_CONTACT,
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const id = contact.json<{ id: number }>().id;
    const state = () => read(`support/${id}/`);
    const reply = await bothOrNeither({
      change: () => call('POST', `support/${id}/messages/`, { message: 'We will send them monthly.' }),
      state,
      target: ['support_request', id],
      action: 'support.reply',
      status: 201,
    });
    expect(reply.after).toEqual({ internal: false });
    const update = await bothOrNeither({
      change: () => call('PATCH', `support/${id}/`, { priority: 'high' }),
      state,
      target: ['support_request', id],
      action: 'support.update',
    });
    expect(update.after).toEqual({ priority: 'high' });
    await call('PUT', 'support/settings/', { notify_admins: true });
  });
});
