import {
  AI_CAPABILITIES,
  AI_CAPABILITY_ENV,
  AI_PROVIDER_MESSAGES,
  baseUrlOrigin,
  ENVIRONMENT_PROVIDER_ID,
  type TAiCapability,
  type TAiCapabilityAssignment,
  type TAiProvider,
  type TAiProviderRequest,
  type TAiProviderUpdate,
  type TAiSettingsResponse,
} from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import { server } from './server';
import type { TRecordedRequest } from './payment-settings';

export const environmentProviderFixture: TAiProvider = {
  id: ENVIRONMENT_PROVIDER_ID,
  name: 'Server environment',
  base_url: 'http://ai.internal:8080/v1',
  api_key_hint: 'sk-…2c3d',
  source: 'environment',
};

export const openRouterFixture: TAiProvider = {
  id: 'a1b2c3d4e5f6',
  name: 'OpenRouter',
  base_url: 'https://openrouter.ai/api/v1',
  api_key_hint: 'sk-or-…9z9z',
  source: 'admin',
};

/** The environment provider serving AI Chats through AI_CHAT_MODEL; every other tool unset. */
export const aiSettingsFixture: TAiSettingsResponse = {
  providers: [environmentProviderFixture],
  capabilities: AI_CAPABILITIES.map((capability) =>
    capability === 'chat'
      ? { capability, provider_id: ENVIRONMENT_PROVIDER_ID, model: 'gpt-4o-mini', source: 'environment' }
      : { capability, provider_id: null, model: null, source: null },
  ),
};

/** A provider's Test connection answer: its models, or a failure `{ detail }` with its status. */
export type TModelsAnswer = string[] | { status: number; detail: string };

interface TAiSettingsState {
  settings?: TAiSettingsResponse;
  models?: Record<string, TModelsAnswer>;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A stateful fake of admin/ai-settings/ that answers as the server does (every change with
 * the whole settings, 409 on what the environment sets) and records every write.
 */
export function mockAiSettingsApi(initial: TAiSettingsState = {}) {
  const state = {
    settings: structuredClone(initial.settings ?? aiSettingsFixture),
    models: { ...initial.models },
  };
  const writes: TRecordedRequest[] = [];
  const modelRequests: string[] = [];
  let nextId = 1;
  const record = async (request: Request) => {
    const body = await readBody(request);
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  const answer = (status = 200) => HttpResponse.json(state.settings, { status });
  const envModel = (capability: TAiCapability) =>
    state.settings.capabilities.find((setting) => setting.capability === capability)?.source ===
    'environment';
  const refuseEnvironment = (capability: TAiCapability) =>
    HttpResponse.json(
      {
        detail: `${AI_CAPABILITY_ENV[capability]} is set in the server environment and wins over this page.`,
      },
      { status: 409 },
    );
  server.use(
    http.get(api('admin/ai-settings/'), () => answer()),
    http.post(api('admin/ai-settings/providers/'), async ({ request }) => {
      const body = (await record(request)) as TAiProviderRequest;
      const key = body.api_key;
      state.settings.providers.push({
        id: `p${nextId++}`,
        name: body.name,
        base_url: body.base_url,
        api_key_hint: key ? `${key.slice(0, 3)}…${key.slice(-4)}` : null,
        source: 'admin',
      });
      return answer(201);
    }),
    http.patch(api('admin/ai-settings/providers/:id/'), async ({ request, params }) => {
      const body = (await record(request)) as TAiProviderUpdate;
      const current = state.settings.providers.find((provider) => provider.id === params.id);
      const moved =
        body.base_url !== undefined &&
        current !== undefined &&
        baseUrlOrigin(body.base_url) !== baseUrlOrigin(current.base_url);
      if (moved && current.api_key_hint !== null && body.api_key !== null && !body.api_key)
        return HttpResponse.json({ api_key: [AI_PROVIDER_MESSAGES.keyForNewAddress] }, { status: 400 });
      state.settings.providers = state.settings.providers.map((provider) => {
        if (provider.id !== params.id) return provider;
        const hint =
          body.api_key === null
            ? null
            : body.api_key
              ? `sk-…${body.api_key.slice(-4)}`
              : provider.api_key_hint;
        return { ...provider, ...body, api_key_hint: hint } as TAiProvider;
      });
      return answer();
    }),
    http.delete(api('admin/ai-settings/providers/:id/'), async ({ request, params }) => {
      await record(request);
      state.settings.providers = state.settings.providers.filter((provider) => provider.id !== params.id);
      state.settings.capabilities = state.settings.capabilities.map((setting) =>
        setting.provider_id === params.id && setting.source === 'admin'
          ? { ...setting, provider_id: null, model: null, source: null }
          : setting,
      );
      return answer();
    }),
    http.get(api('admin/ai-settings/providers/:id/models/'), ({ params }) => {
      const id = String(params.id);
      modelRequests.push(id);
      const models = state.models[id] ?? [];
      if (Array.isArray(models)) return HttpResponse.json({ models });
      return HttpResponse.json({ detail: models.detail }, { status: models.status });
    }),
    http.put(api('admin/ai-settings/capabilities/:capability/'), async ({ request, params }) => {
      const capability = params.capability as TAiCapability;
      const body = (await record(request)) as TAiCapabilityAssignment;
      if (envModel(capability)) return refuseEnvironment(capability);
      state.settings.capabilities = state.settings.capabilities.map((setting) =>
        setting.capability === capability ? { capability, ...body, source: 'admin' } : setting,
      );
      return answer();
    }),
    http.delete(api('admin/ai-settings/capabilities/:capability/'), async ({ request, params }) => {
      const capability = params.capability as TAiCapability;
      await record(request);
      if (envModel(capability)) return refuseEnvironment(capability);
      state.settings.capabilities = state.settings.capabilities.map((setting) =>
        setting.capability === capability
          ? { capability, provider_id: null, model: null, source: null }
          : setting,
      );
      return answer();
    }),
  );
  return { state, writes, modelRequests };
}
