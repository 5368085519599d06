import type { TTranscription, TTranscriptionOptions } from '@inkwell/contract';
import { http, HttpResponse } from 'msw';
import { pageOf } from './fixtures';
import { api } from './handlers';
import { server } from './server';

/** A transcription `id`, done, with a signed audio link as the API gives it. */
export function transcription(overrides: Partial<TTranscription> = {}): TTranscription {
  const id = overrides.id ?? 71;
  return {
    id,
    status: 'done',
    progress: 1,
    file_name: 'meeting.mp3',
    language: 'en-US',
    duration_seconds: 75,
    text: 'Hello and welcome. Today we talk about speech.',
    segments: [
      { start: 0, end: 2.5, text: 'Hello and welcome.' },
      { start: 62.25, end: 75, text: 'Today we talk about speech.' },
    ],
    error: null,
    created_at: '2026-03-02T10:00:00Z',
    finished_at: '2026-03-02T10:00:20Z',
    audio_url: `/media/transcriptions/${id}.mp3?expires=1893456000&signature=stt${id}`,
    ...overrides,
  };
}

export const transcriptionOptionsFixture: TTranscriptionOptions = {
  languages: [
    { code: 'en-US', label: 'English (United States)', engine: 'pocketsphinx' },
    { code: 'de', label: 'German', engine: 'pocketsphinx' },
  ],
  max_bytes: 25 * 1024 * 1024,
};

/** Three saved transcriptions, newest first: done, running, failed. */
export const savedTranscriptionsFixture: TTranscription[] = [
  transcription({ id: 73, file_name: 'interview.wav', text: 'An interview about the city budget.' }),
  transcription({
    id: 72,
    file_name: 'lecture.ogg',
    status: 'running',
    progress: 0.4,
    text: null,
    segments: [],
    finished_at: null,
  }),
  transcription({
    id: 71,
    file_name: 'broken.m4a',
    status: 'failed',
    text: null,
    segments: [],
    error: 'The audio could not be decoded.',
  }),
];

/**
 * Speech to Text as the server answers it: the options, an upload (each one recorded: its
 * language and file name), the job read back through `jobs` (one answer per call, the last
 * repeated), the saved list (search, pages), one saved, delete.
 */
export function mockTranscription({
  options = transcriptionOptionsFixture,
  saved = savedTranscriptionsFixture,
  jobs = [transcription({ id: 80 })],
  start,
}: {
  options?: TTranscriptionOptions;
  saved?: TTranscription[];
  jobs?: TTranscription[];
  /** The answer to the upload; 201 with the first job and 19 left unless given. */
  start?: () => Response;
} = {}) {
  const state = { saved: [...saved], jobCalls: 0 };
  const uploads: { language: unknown; fileName: string | undefined }[] = [];
  const deletes: number[] = [];
  server.use(
    http.get(api('ai/speech-to-text/options/'), () => HttpResponse.json(options)),
    http.post(api('ai/speech-to-text/'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      uploads.push({
        language: form.get('language'),
        fileName: typeof file === 'object' && file ? file.name : undefined,
      });
      if (start) return start();
      return HttpResponse.json({ job: jobs[0], balance: 19 }, { status: 201 });
    }),
    http.get(api('ai/speech-to-text/:id/'), () => {
      const job = jobs[Math.min(state.jobCalls, jobs.length - 1)];
      state.jobCalls += 1;
      return HttpResponse.json(job);
    }),
    http.get(api('saved/speech-to-text/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const search = params.get('search')?.toLowerCase() ?? '';
      const size = Number(params.get('page_size') ?? 20);
      const page = Number(params.get('page') ?? 1);
      const found = state.saved.filter((item) => (item.text ?? '').toLowerCase().includes(search));
      return HttpResponse.json(pageOf(found.slice((page - 1) * size, page * size), found.length));
    }),
    http.get(api('saved/speech-to-text/:id/'), ({ params }) => {
      const found = state.saved.find((item) => item.id === Number(params.id));
      return found ? HttpResponse.json(found) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.delete(api('saved/speech-to-text/:id/'), ({ params }) => {
      deletes.push(Number(params.id));
      state.saved = state.saved.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { state, uploads, deletes };
}

/** A file of `bytes` bytes (sparse: the size is what matters). */
export function audioFile(name = 'meeting.mp3', type = 'audio/mpeg', bytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
