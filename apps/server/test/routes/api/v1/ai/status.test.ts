import { ZAiStatusSchema, ZTranscriptionOptionsSchema } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { injectWithLogin, type TLoggedIn } from '../../../../helpers/accounts.js';
import { useTestApp, type TTestApp } from '../../../../helpers/build-app.js';

const status = async (ctx: TTestApp, user: TLoggedIn) => {
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/v1/ai/status/', headers: user.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return ZAiStatusSchema.strict().parse(answer.json());
};

/** Speech to Text is there wherever its own options list a language (PocketSphinx installed). */
const sttAvailable = async (ctx: TTestApp, user: TLoggedIn) => {
  const answer = await ctx.app.inject({ url: '/api/v1/ai/speech-to-text/options/', headers: user.headers });
  return ZTranscriptionOptionsSchema.parse(answer.json()).languages.length > 0;
};

describe('ai/status/ without an AI provider', () => {
  const ctx = useTestApp({ env: { OPENAI_BASE_URL: '', OPENAI_API_KEY: '' } });

  it('refuses an anonymous visitor', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/ai/status/' })).statusCode).toBe(401);
  });

  it('says that no tool of a provider can answer', async () => {
    const user = await injectWithLogin(ctx.app);
    expect(await status(ctx, user)).toEqual({
      chat: false,
      code: false,
      template: false,
      image: false,
      tts: false,
      stt: await sttAvailable(ctx, user),
    });
  });
});

describe('ai/status/ with the environment’s provider', () => {
  const ctx = useTestApp({
    env: {
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_API_KEY: 'sk-test-status',
      AI_CHAT_MODEL: 'fake-chat-1',
      AI_IMAGE_MODEL: 'fake-image-1',
    },
  });

  it('names the tools with a model, and follows what an admin sets on AI Providers', async () => {
    const user = await injectWithLogin(ctx.app);
    expect(await status(ctx, user)).toMatchObject({
      chat: true,
      code: false,
      template: false,
      image: true,
      tts: false,
    });

    const admin = await injectWithLogin(ctx.app, { role: 'admin' });
    const capability = (method: 'PUT' | 'DELETE', payload?: object) =>
      ctx.app.inject({
        method,
        url: '/api/v1/admin/ai-settings/capabilities/code/',
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      });
    const assigned = await capability('PUT', { provider_id: 'environment', model: 'fake-code-1' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await status(ctx, user)).code).toBe(true);

    expect((await capability('DELETE')).statusCode).toBe(200);
    expect((await status(ctx, user)).code).toBe(false);
  });
});
