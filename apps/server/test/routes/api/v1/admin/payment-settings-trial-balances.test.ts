import { describe, expect, it } from 'vitest';
import { injectWithLogin, lastLinkToken, post, uniqueEmail } from '../../../../helpers/accounts.js';
import { storedBalances } from '../../../../helpers/balance.js';
import { useTestApp } from '../../../../helpers/build-app.js';

describe('admin/trial-balances/', () => {
  const ctx = useTestApp();
  const trial = {
    chatbots_tokens: 1234,
    code_generation_tokens: 1,
    ai_image_tokens: 2,
    speech_to_text_tokens: 0,
    speech_duration_limit: 3,
    text_to_speech_tokens: 4,
    text_character_length_limit: 600,
    template_generation_tokens: 5,
    support_request_sent: 1,
  };

  it('an admin sets the trial that accounts registered from then on receive', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const url = '/api/v1/admin/trial-balances/';
    const initial = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(initial.json()).toMatchObject({ chatbots_tokens: 5000, support_request_sent: 2 });
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: admin.headers, payload: trial });
    expect([saved.statusCode, saved.json()]).toEqual([200, trial]);

    const email = uniqueEmail('trial');
    await post(ctx.app, 'register/', { full_name: 'New Person', email, password: 'correct horse battery' });
    await lastLinkToken(ctx.app, email);
    const user = await ctx.app.repositories.users.findByEmail(email);
    expect(await storedBalances(ctx.app, user!.id)).toEqual(trial);
  });

  it('validates every field and refuses non-admins', async () => {
    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const user = await injectWithLogin(ctx.app);
    const url = '/api/v1/admin/trial-balances/';
    const bad = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...trial, chatbots_tokens: -5, ai_image_tokens: 1.5 },
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { chatbots_tokens: ['Must be 0 or more.'], ai_image_tokens: ['Enter a whole number.'] },
    ]);
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await ctx.app.inject({ method, url, headers: user.headers, payload: trial });
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { detail: 'Only administrators can do this.' },
      ]);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
