import { AI_CAPABILITIES, AI_PROVIDERS_MAX } from '@inkwell/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AI_SETTINGS_DETAIL } from '../../../../../src/services/ai-settings/ai-settings.js';
import { injectWithLogin } from '../../../../helpers/accounts.js';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../../../../helpers/fake-openai.js';
import { readEvents } from '../../../../helpers/event-stream-client.js';
import { adminApi, type TSettings } from './ai-settings-api.js';
import { send, startChatFixture, type TChatFixture, userWithChat } from '../ai/chat-fixture.js';

const NO_ENV_PROVIDER = { OPENAI_BASE_URL: '', OPENAI_API_KEY: '', AI_CHAT_MODEL: '' };
const NOTHING_ASSIGNED = AI_CAPABILITIES.map((capability) => ({
  capability,
  provider_id: null,
  model: null,
  source: null,
}));

describe('admin AI Providers: admin/ai-settings/', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture(NO_ENV_PROVIDER)));
  afterAll(() => f.close());
  afterEach(() => expect(f.logs.join('')).not.toContain(FAKE_OPENAI_API_KEY));

  it('refuses non-admins with 403 on every route', async () => {
    const user = await injectWithLogin(f.app);
    const api = adminApi(f, user);
    const routes = [
      ['GET', ''],
      ['POST', 'providers/'],
      ['PATCH', 'providers/abc/'],
      ['DELETE', 'providers/abc/'],
      ['GET', 'providers/abc/models/'],
      ['PUT', 'capabilities/chat/'],
      ['DELETE', 'capabilities/chat/'],
    ] as const;
    for (const [method, path] of routes) {
      const answer = await api.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect([method, path, answer.statusCode]).toEqual([method, path, 403]);
    }
  });

  it('with nothing configured, chats answer 503; a provider added here makes them work', async () => {
    const api = adminApi(f, await injectWithLogin(f.app, { role: 'admin' }));
    expect(await api.settings()).toEqual({ providers: [], capabilities: NOTHING_ASSIGNED });
    const { user, chatId } = await userWithChat(f);
    expect((await send(f, user, chatId, 'Hello?')).status).toBe(503);

    const provider = await api.add({
      name: 'Local fake',
      base_url: `${f.fake.url}/`,
      api_key: FAKE_OPENAI_API_KEY,
    });
    expect(provider).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{12}$/),
      name: 'Local fake',
      base_url: f.fake.url,
      api_key_hint: 'sk-fake-…2c3d',
      source: 'admin',
    });
    const models = await api.call('GET', `providers/${provider.id}/models/`);
    expect(models.json()).toEqual({
      models: ['fake-chat-1', 'fake-code-1', 'fake-image-1', 'fake-stt-1', 'fake-tts-1'],
    });

    const assigned = await api.call('PUT', 'capabilities/chat/', {
      provider_id: provider.id,
      model: 'fake-chat-1',
    });
    expect(assigned.json<TSettings>().capabilities[0]).toEqual({
      capability: 'chat',
      provider_id: provider.id,
      model: 'fake-chat-1',
      source: 'admin',
    });
    const answer = await send(f, user, chatId, 'Hello?');
    expect(answer.status).toBe(200);
    const events = await readEvents(answer);
    expect(events.at(-1)?.event).toBe('done');
    expect(f.fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_API_KEY}`);

    // Nothing returned or stored carries the key in the clear.
    for (const body of [JSON.stringify(await api.settings()), assigned.body, models.body])
      expect(body).not.toContain(FAKE_OPENAI_API_KEY);
    const stored = await f.app.repositories.settings.get('ai_providers');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(FAKE_OPENAI_API_KEY);
    expect(stored).not.toContain(f.fake.url);

    // Removing the provider leaves chats without one again.
    const removed = await api.call('DELETE', `providers/${provider.id}/`);
    expect(removed.json()).toEqual({ providers: [], capabilities: NOTHING_ASSIGNED });
    expect((await send(f, user, chatId, 'Still there?')).status).toBe(503);
  });

  it('edits keep the key unless it is replaced or removed; Test connection names the problem', async () => {
    const api = adminApi(f, await injectWithLogin(f.app, { role: 'admin' }));
    const provider = await api.add({ name: 'Fake', base_url: f.fake.url, api_key: FAKE_OPENAI_API_KEY });
    const test = () => api.call('GET', `providers/${provider.id}/models/`);

    const renamed = await api.call('PATCH', `providers/${provider.id}/`, { name: 'Renamed', api_key: '' });
    expect(renamed.json<TSettings>().providers.at(-1)).toMatchObject({
      name: 'Renamed',
      api_key_hint: 'sk-fake-…2c3d',
    });
    expect((await test()).statusCode).toBe(200);

    const keyless = await api.call('PATCH', `providers/${provider.id}/`, { api_key: null });
    expect(keyless.json<TSettings>().providers.at(-1)?.api_key_hint).toBeNull();
    const refused = await test();
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ detail: string }>().detail).toMatch(/refused the configured credentials/);
    expect(refused.body).not.toContain(f.fake.url);

    await api.call('PATCH', `providers/${provider.id}/`, {
      api_key: FAKE_OPENAI_API_KEY,
      base_url: `${f.fake.url}/nowhere`,
    });
    const wrongPath = await test();
    expect([wrongPath.statusCode, wrongPath.json<{ detail: string }>().detail]).toEqual([
      502,
      expect.stringContaining('no model list at this base URL'),
    ]);

    const gone = await new FakeOpenAI().listen();
    const unreachable = gone.url;
    await gone.close();
    // Another origin needs the key again (decision 038).
    await api.call('PATCH', `providers/${provider.id}/`, {
      base_url: unreachable,
      api_key: FAKE_OPENAI_API_KEY,
    });
    const down = await test();
    expect([down.statusCode, down.json<{ detail: string }>().detail]).toEqual([
      502,
      'The AI provider could not be reached or failed. Please try again.',
    ]);
    expect(down.body).not.toContain(unreachable);
    await api.call('DELETE', `providers/${provider.id}/`);
  });

  it('refuses bad input with field errors, unknown ids with 404 and more providers than allowed with 409', async () => {
    const api = adminApi(f, await injectWithLogin(f.app, { role: 'admin' }));
    const bad = await api.call('POST', 'providers/', {
      name: ' ',
      base_url: 'ftp://x',
      api_key: 'two words',
    });
    expect([bad.statusCode, Object.keys(bad.json()).sort()]).toEqual([400, ['api_key', 'base_url', 'name']]);
    const withCredentials = await api.call('POST', 'providers/', {
      name: 'x',
      base_url: 'https://u:p@example.com/v1',
    });
    expect(Object.keys(withCredentials.json())).toEqual(['base_url']);
    expect((await api.call('PATCH', 'providers/nope/', { name: 'x' })).statusCode).toBe(404);
    expect((await api.call('DELETE', 'providers/nope/')).statusCode).toBe(404);
    expect((await api.call('GET', 'providers/nope/models/')).statusCode).toBe(404);
    expect((await api.call('GET', 'providers/Not%20an%20id/models/')).statusCode).toBe(400);
    expect(
      (await api.call('PUT', 'capabilities/video/', { provider_id: 'abc', model: 'm' })).statusCode,
    ).toBe(400);
    const unknown = await api.call('PUT', 'capabilities/chat/', { provider_id: 'abc', model: 'm' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { provider_id: [AI_SETTINGS_DETAIL.unknownProvider] },
    ]);
    const noModel = await api.call('PUT', 'capabilities/chat/', { provider_id: 'abc', model: '  ' });
    expect(Object.keys(noModel.json())).toEqual(['model']);

    const added = await Promise.all(
      Array.from({ length: AI_PROVIDERS_MAX }, (_, i) =>
        api.call('POST', 'providers/', { name: `P${i}`, base_url: 'http://127.0.0.1:9/v1' }),
      ),
    );
    expect(added.map((answer) => answer.statusCode)).toEqual(Array(AI_PROVIDERS_MAX).fill(201));
    expect((await api.settings()).providers).toHaveLength(AI_PROVIDERS_MAX);
    const tooMany = await api.call('POST', 'providers/', {
      name: 'One more',
      base_url: 'http://127.0.0.1:9/v1',
    });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([409, { detail: AI_SETTINGS_DETAIL.tooMany }]);
    for (const provider of (await api.settings()).providers)
      expect((await api.call('DELETE', `providers/${provider.id}/`)).statusCode).toBe(200);
  });
});

describe('admin AI Providers with the environment set', () => {
  let f: TChatFixture;
  beforeAll(async () => (f = await startChatFixture()));
  afterAll(() => f.close());

  it('shows the environment read-only and lets admins pick models for the other tools', async () => {
    const api = adminApi(f, await injectWithLogin(f.app, { role: 'admin' }));
    const settings = await api.settings();
    expect(settings.providers).toEqual([
      {
        id: 'environment',
        name: 'Server environment',
        base_url: f.fake.url,
        api_key_hint: 'sk-fake-…2c3d',
        source: 'environment',
      },
    ]);
    expect(settings.capabilities[0]).toEqual({
      capability: 'chat',
      provider_id: 'environment',
      model: 'fake-chat-1',
      source: 'environment',
    });
    const change = await api.call('PUT', 'capabilities/chat/', {
      provider_id: 'environment',
      model: 'other',
    });
    expect([change.statusCode, change.json()]).toEqual([
      409,
      { detail: AI_SETTINGS_DETAIL.environmentModel('chat') },
    ]);
    expect((await api.call('DELETE', 'capabilities/chat/')).statusCode).toBe(409);
    for (const method of ['PATCH', 'DELETE'] as const)
      expect(
        (
          await api.call(method, 'providers/environment/', method === 'PATCH' ? { name: 'x' } : undefined)
        ).json(),
      ).toEqual({
        detail: AI_SETTINGS_DETAIL.environmentProvider,
      });

    expect((await api.call('GET', 'providers/environment/models/')).json()).toEqual({
      models: ['fake-chat-1', 'fake-code-1', 'fake-image-1', 'fake-stt-1', 'fake-tts-1'],
    });
    const code = await api.call('PUT', 'capabilities/code/', {
      provider_id: 'environment',
      model: 'fake-code-1',
    });
    expect(code.json<TSettings>().capabilities[1]).toEqual({
      capability: 'code',
      provider_id: 'environment',
      model: 'fake-code-1',
      source: 'admin',
    });
    expect(f.app.aiSettings.target('code')?.model).toBe('fake-code-1');
    expect(
      (await api.call('DELETE', 'capabilities/code/')).json<TSettings>().capabilities[1]?.source,
    ).toBeNull();
    expect(f.app.aiSettings.target('code')).toBeUndefined();
  });
});
