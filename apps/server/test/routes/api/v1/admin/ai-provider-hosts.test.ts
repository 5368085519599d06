import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_PROVIDER_MESSAGES } from '@inkwell/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectWithLogin, TEST_JWT_SECRET } from '../../../../helpers/accounts.js';
import { FAKE_OPENAI_API_KEY } from '../../../../helpers/fake-openai.js';
import { adminApi, type TSettings } from './ai-settings-api.js';
import { send, startChatFixture, type TChatFixture, userWithChat } from '../ai/chat-fixture.js';

const NO_ENV_PROVIDER = { OPENAI_BASE_URL: '', OPENAI_API_KEY: '', AI_CHAT_MODEL: '' };

/** Another local listener, recording every request's Authorization header (undefined when none came). */
async function otherHost() {
  const seen: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ object: 'list', data: [{ id: 'stolen', object: 'model' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The AI Providers API as a new admin of `f`'s app calls it. */
async function newAdminApi(f: TChatFixture) {
  return adminApi(f, await injectWithLogin(f.app, { role: 'admin' }));
}

describe('AI Providers: a saved key only goes to the address it was saved for', () => {
  let f: TChatFixture;
  let other: Awaited<ReturnType<typeof otherHost>>;
  beforeAll(async () => {
    f = await startChatFixture(NO_ENV_PROVIDER);
    other = await otherHost();
  });
  afterAll(async () => {
    await f.close();
    await other.close();
  });
  afterEach(() => {
    f.fake.redirectTo(null);
    other.seen.length = 0;
  });

  it('refuses a new origin that would keep the saved key; a new path keeps it; the key again or its removal lets it move', async () => {
    const api = await newAdminApi(f);
    const provider = await api.add({ name: 'Fake', base_url: f.fake.url, api_key: FAKE_OPENAI_API_KEY });
    const patch = (body: object) => api.call('PATCH', `providers/${provider.id}/`, body);

    for (const body of [{ base_url: other.url }, { base_url: other.url, api_key: '' }]) {
      const moved = await patch(body);
      expect([moved.statusCode, moved.json()]).toEqual([
        400,
        { api_key: [AI_PROVIDER_MESSAGES.keyForNewAddress] },
      ]);
    }
    // Nothing changed: Test connection still asks the fake, and the other host heard nothing.
    expect((await api.test(provider.id)).statusCode).toBe(200);
    expect(other.seen).toEqual([]);

    // Another path on the same origin (scheme, host and port) keeps the key.
    for (const base_url of [`${f.fake.url}/elsewhere`, f.fake.url.replace('http:', 'HTTP:')]) {
      const path = await patch({ base_url });
      expect(path.statusCode, path.body).toBe(200);
      expect(path.json<TSettings>().providers.at(-1)?.api_key_hint).toBe('sk-fake-…2c3d');
    }

    // Removing the key moves it keyless; giving a key moves it with that key.
    const keyless = await patch({ base_url: other.url, api_key: null });
    expect(keyless.json<TSettings>().providers.at(-1)).toMatchObject({
      base_url: other.url,
      api_key_hint: null,
    });
    expect((await api.test(provider.id)).statusCode).toBe(200);
    // It reached the other host, without the key (the SDK's placeholder stands in for none).
    expect(other.seen).toHaveLength(1);
    expect(other.seen[0]).not.toContain(FAKE_OPENAI_API_KEY);
    const back = await patch({ base_url: f.fake.url, api_key: FAKE_OPENAI_API_KEY });
    expect(back.statusCode).toBe(200);
    expect((await api.test(provider.id)).json()).toMatchObject({
      models: expect.arrayContaining(['fake-chat-1']),
    });
    await api.call('DELETE', `providers/${provider.id}/`);
  });

  it('never follows a redirect: Test connection and a chat fail, and the other host receives nothing', async () => {
    const api = await newAdminApi(f);
    const provider = await api.add({ name: 'Moved', base_url: f.fake.url, api_key: FAKE_OPENAI_API_KEY });
    await api.call('PUT', 'capabilities/chat/', { provider_id: provider.id, model: 'fake-chat-1' });
    const { user, chatId } = await userWithChat(f);
    f.fake.redirectTo(other.url);

    const test = await api.test(provider.id);
    expect([test.statusCode, test.json()]).toEqual([502, { detail: AI_PROVIDER_MESSAGES.redirected }]);
    expect(test.body).not.toContain(other.url);
    const chat = await send(f, user, chatId, 'Where did you go?');
    expect(chat.status).toBe(502);
    expect(other.seen).toEqual([]);
    expect(f.fake.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions' });
    await api.call('DELETE', `providers/${provider.id}/`);
  });
});

describe('AI_ALLOW_PRIVATE_HOSTS=false', () => {
  /** The switch left on (the default): a provider on 127.0.0.1 is saved, as a self-hoster's Ollama is. */
  let open: TChatFixture;
  /** The switch off, with the environment's provider (the operator's own) on 127.0.0.1 as well. */
  let closed: TChatFixture;
  beforeAll(async () => {
    open = await startChatFixture({ ...NO_ENV_PROVIDER, JWT_SECRET: TEST_JWT_SECRET });
    closed = await startChatFixture({
      JWT_SECRET: TEST_JWT_SECRET,
      AI_CHAT_MODEL: '',
      AI_ALLOW_PRIVATE_HOSTS: 'false',
    });
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  it('refuses to save a provider whose base URL is on this machine, a private network or the metadata service', async () => {
    const api = await newAdminApi(closed);
    const urls = [
      open.fake.url,
      'http://localhost:11434/v1',
      'http://[::1]:11434/v1',
      'http://169.254.169.254/v1',
      'http://10.0.0.7:8000/v1',
      'http://[::ffff:192.168.1.2]/v1',
    ];
    for (const base_url of urls) {
      const refused = await api.call('POST', 'providers/', { name: 'Inside', base_url });
      expect([base_url, refused.statusCode, refused.json()]).toEqual([
        base_url,
        400,
        { base_url: [AI_PROVIDER_MESSAGES.privateAddress] },
      ]);
    }
    expect(open.fake.requests).toEqual([]);
    // The operator's own provider (OPENAI_BASE_URL) is not the admins' choice: it answers.
    expect((await api.test('environment')).statusCode).toBe(200);
  });

  it('a provider saved before the switch was turned off is refused when called: its key goes nowhere', async () => {
    const openApi = await newAdminApi(open);
    const provider = await openApi.add({
      name: 'Local',
      base_url: open.fake.url,
      api_key: FAKE_OPENAI_API_KEY,
    });
    expect(provider.base_url).toBe(open.fake.url);
    // The same sealed settings, read by an instance with the switch off.
    const sealed = await open.app.repositories.settings.get('ai_providers');
    await closed.app.repositories.settings.set('ai_providers', sealed!);
    const api = await newAdminApi(closed);
    const assigned = await api.call('PUT', 'capabilities/chat/', {
      provider_id: provider.id,
      model: 'fake-chat-1',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const test = await api.test(provider.id);
    expect([test.statusCode, test.json()]).toEqual([502, { detail: AI_PROVIDER_MESSAGES.privateAddress }]);
    const { user, chatId } = await userWithChat(closed);
    const chat = await send(closed, user, chatId, 'Hello?');
    expect(chat.status).toBe(502);
    expect(open.fake.requests).toEqual([]);
    expect(closed.logs.join('')).not.toContain(FAKE_OPENAI_API_KEY);
  });
});
