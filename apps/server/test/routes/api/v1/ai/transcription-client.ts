import type { TTranscription } from '@inkwell/contract';
import type { TLoggedIn } from '../../../../helpers/accounts.js';
import { call, type TChatFixture } from './chat-fixture.js';

/** POST ai/speech-to-text/ as the page sends it: the file and its language, multipart. */
export function uploadAudio(
  f: TChatFixture,
  user: TLoggedIn,
  bytes: Buffer,
  name: string,
  language = 'en',
): Promise<Response> {
  const form = new FormData();
  form.set('language', language);
  form.set('file', new Blob([bytes]), name);
  return fetch(`${f.base}/speech-to-text/`, { method: 'POST', headers: user.headers, body: form });
}

/** GET ai/speech-to-text/{id}/: the job as the page polls it. */
export async function transcriptionJob(
  f: TChatFixture,
  user: TLoggedIn,
  id: number,
): Promise<TTranscription> {
  return (await (await call(f, user, 'GET', `/speech-to-text/${id}/`)).json()) as TTranscription;
}

/** Polls the job until it has `status` (a failure when another status was awaited throws its error). */
export async function transcriptionUntil(
  f: TChatFixture,
  user: TLoggedIn,
  id: number,
  status: TTranscription['status'],
): Promise<TTranscription> {
  for (let i = 0; i < 300; i += 1) {
    const current = await transcriptionJob(f, user, id);
    if (current.status === status) return current;
    if (current.status === 'failed' && status !== 'failed') throw new Error(current.error ?? 'failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} never became ${status}`);
}
