import { expect } from 'vitest';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import type { TChatFixture } from '../ai/chat-fixture.js';

export interface TSettings {
  providers: { id: string; name: string; base_url: string; api_key_hint: string | null; source: string }[];
  capabilities: {
    capability: string;
    provider_id: string | null;
    model: string | null;
    source: string | null;
  }[];
}

/** The AI Providers API as `admin` calls it. */
export function adminApi(f: Pick<TChatFixture, 'app'>, admin: TLoggedIn) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    f.app.inject({
      method,
      url: `/api/v1/admin/ai-settings/${path}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    settings: async () => (await call('GET', '')).json<TSettings>(),
    add: async (payload: object) => {
      const answer = await call('POST', 'providers/', payload);
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<TSettings>().providers.at(-1)!;
    },
    /** Test connection. */
    test: (id: string) => call('GET', `providers/${id}/models/`),
  };
}
