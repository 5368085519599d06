import type { TSavedSpeech, TVoice } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { pageOf } from './fixtures';
import { api } from './handlers';
import { server } from './server';

/** A voice of the library, with its signed preview link as the API gives it. */
export function voice(overrides: Partial<TVoice> = {}): TVoice {
  const id = overrides.id ?? 1;
  return {
    id,
    engine: 'flite',
    name: 'SLT',
    language: 'en-US',
    gender: 'female',
    description: 'US English, clear and even.',
    language_default: false,
    preview_url: `/media/voices/${id}.mp3?expires=1893456000&signature=voice${id}`,
    ...overrides,
  };
}

/** Four voices: two Flite (US and Scottish English), two eSpeak NG (German, Brazilian Portuguese); Anna is German's default. */
export const voicesFixture: TVoice[] = [
  voice({ id: 1 }),
  voice({ id: 2, name: 'AWB', language: 'en-GB', gender: 'male', description: 'Scottish English.' }),
  voice({
    id: 3,
    engine: 'espeak',
    name: 'Anna',
    language: 'de',
    description: 'German.',
    language_default: true,
  }),
  voice({
    id: 4,
    engine: 'espeak',
    name: 'Marcos',
    language: 'pt-BR',
    gender: 'male',
    description: 'Brazilian Portuguese.',
  }),
];

/** Saved speech `id`, with signed links as the API gives them. */
export function savedSpeech(overrides: Partial<TSavedSpeech> = {}): TSavedSpeech {
  const id = overrides.id ?? 51;
  const signed = `expires=1893456000&signature=speech${id}`;
  return {
    id,
    text: 'Welcome to Inkwell. This paragraph is read aloud.',
    voice: { id: 1, name: 'SLT', language: 'en-US', engine: 'flite' },
    speed: 1,
    format: 'mp3',
    duration_seconds: 4.2,
    bytes: 33_600,
    created_at: '2026-03-02T09:30:00Z',
    audio_url: `/media/speech/${id}.mp3?${signed}`,
    download_url: `/media/speech/${id}.mp3?download=1&${signed}`,
    ...overrides,
  };
}

/** Three saved speeches, newest first. */
export const savedSpeechesFixture: TSavedSpeech[] = [
  savedSpeech({ id: 53, text: 'The quick brown fox jumps over the lazy dog.', duration_seconds: 75 }),
  savedSpeech({
    id: 52,
    text: 'Guten Morgen! Das ist ein kurzer Satz.',
    voice: { id: 3, name: 'Anna', language: 'de', engine: 'espeak' },
    format: 'wav',
  }),
  savedSpeech({ id: 51 }),
];

/**
 * The voices and the saved speeches as the server keeps them: searched by text, paged,
 * deleted. Returns the state, the list queries and the deleted ids.
 */
export function mockSpeech(initial: TSavedSpeech[] = savedSpeechesFixture, voices = voicesFixture) {
  const state = { saved: [...initial] };
  const queries: string[] = [];
  const deletes: number[] = [];
  server.use(
    http.get(api('ai/voices/'), () => HttpResponse.json(voices)),
    http.get(api('saved/text-to-speech/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params.toString());
      const search = params.get('search')?.toLowerCase() ?? '';
      const size = Number(params.get('page_size') ?? 20);
      const page = Number(params.get('page') ?? 1);
      const found = state.saved.filter((saved) => saved.text.toLowerCase().includes(search));
      return HttpResponse.json(pageOf(found.slice((page - 1) * size, page * size), found.length));
    }),
    http.delete(api('saved/text-to-speech/:id/'), ({ params }) => {
      deletes.push(Number(params.id));
      state.saved = state.saved.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { state, queries, deletes };
}

/**
 * jsdom plays no audio: `play()` marks the element playing and fires `play` then `playing`
 * (the first play of a preview waits for `release`, as its clip is made on demand), `pause()`
 * fires `pause`. Returns the elements asked to play, in order, and the way to let a held one start.
 */
export function stubAudioPlayback({ hold = false } = {}) {
  const playing = new WeakSet<HTMLMediaElement>();
  const played: HTMLMediaElement[] = [];
  const held: Array<() => void> = [];
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    const start = () => this.dispatchEvent(new Event('playing'));
    if (hold) held.push(start);
    else queueMicrotask(start);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (!playing.delete(this)) return;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return {
    played,
    /** The held plays start (their clip is ready). */
    release: () => held.splice(0).forEach((start) => start()),
  };
}
