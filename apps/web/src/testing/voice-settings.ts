import type { TAdminVoice, TVoiceUpdate } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { api } from './handlers';
import type { TRecordedRequest } from './payment-settings';
import { server } from './server';

/** A voice as the admin sees it, with its signed preview link as the API gives it. */
export function adminVoice(overrides: Partial<TAdminVoice> = {}): TAdminVoice {
  const id = overrides.id ?? 1;
  return {
    id,
    engine: 'flite',
    name: 'SLT',
    engine_name: 'SLT',
    language: 'en-US',
    gender: 'female',
    description: 'US English, clear and even.',
    available: true,
    enabled: true,
    language_default: false,
    speeches: 0,
    preview_url: `/media/voices/${id}.mp3?expires=1893456000&signature=voice${id}`,
    ...overrides,
  };
}

/** Five voices: English (US, UK; SLT the default), German, Portuguese (one switched off), one not on this server. */
export const adminVoicesFixture: TAdminVoice[] = [
  adminVoice({ id: 1, language_default: true, speeches: 12 }),
  adminVoice({
    id: 2,
    name: 'Scottish Alan',
    engine_name: 'AWB',
    language: 'en-GB',
    gender: 'male',
    speeches: 1,
  }),
  adminVoice({ id: 3, engine: 'espeak', name: 'Anna', engine_name: 'Anna', language: 'de' }),
  adminVoice({
    id: 4,
    engine: 'espeak',
    name: 'Marcos',
    engine_name: 'Marcos',
    language: 'pt-BR',
    gender: 'male',
    enabled: false,
  }),
  adminVoice({
    id: 5,
    engine: 'provider',
    name: 'Alloy',
    engine_name: 'Alloy',
    language: 'mul',
    gender: 'neutral',
    available: false,
  }),
];

const primary = (language: string) => language.split('-')[0];

/** A stateful fake of admin/voices/ that records every write; tests override routes for failures. */
export function mockVoiceSettingsApi(initial: TAdminVoice[] = adminVoicesFixture) {
  const state = { voices: structuredClone(initial) };
  const writes: TRecordedRequest[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(api('admin/voices/'), () => HttpResponse.json(state.voices)),
    http.post(api('admin/voices/previews/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ cleared: state.voices.length });
    }),
    http.post(api('admin/voices/:id/preview/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ cleared: 1 });
    }),
    http.patch(api('admin/voices/:id/'), async ({ request, params }) => {
      const body = (await record(request)) as TVoiceUpdate;
      const id = Number(params.id);
      const voice = state.voices.find((candidate) => candidate.id === id) as TAdminVoice;
      const enabled = body.enabled ?? voice.enabled;
      const changed: TAdminVoice = {
        ...voice,
        enabled,
        name: body.name === undefined ? voice.name : body.name.trim() || voice.engine_name,
        language_default: enabled && (body.language_default ?? voice.language_default),
      };
      state.voices = state.voices.map((candidate) =>
        candidate.id === id
          ? changed
          : changed.language_default && primary(candidate.language) === primary(voice.language)
            ? { ...candidate, language_default: false }
            : candidate,
      );
      return HttpResponse.json(changed);
    }),
  );
  return { state, writes };
}
