import { randomInt } from 'node:crypto';
import { pcmWav } from '../../src/providers/speech/audio-codec.js';
import { PASSWORD } from '../helpers/accounts.js';

/**
 * What the crash workload's client saw acknowledged (a 2xx, or a stream's `done` event): each
 * must be in the database after any number of kills and restarts.
 */
export class Acknowledged {
  readonly registered: string[] = [];
  readonly confirmed: string[] = [];
  readonly chats: number[] = [];
  readonly answers: number[] = [];
  readonly paidOrders: number[] = [];
  readonly webhooks: string[] = [];
  readonly redeliveries: string[] = [];
  readonly images: number[] = [];
  readonly supportRequests: number[] = [];
  readonly adjustments: string[] = [];
  readonly refunds: number[] = [];
  readonly transcriptions: number[] = [];

  /** How many of each kind, for the summary. */
  counts(): Record<string, number> {
    return Object.fromEntries(
      Object.entries(this).map(([kind, items]) => [kind, (items as unknown[]).length]),
    );
  }
}

export interface TSession {
  id: number;
  email: string;
  token: string;
}

/** The server under test, seen from outside: its base URL moves with nothing, only its process does. */
export class CrashClient {
  constructor(readonly baseUrl: string) {}

  /** A call to /api/v1`path`; JSON when `body` is an object, multipart when a FormData. */
  call(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
    const form = body instanceof FormData;
    return fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        // Sign-ups and sign-ins come from many people (the server trusts the proxy's header).
        ...(token ? { authorization: `Bearer ${token}` } : { 'x-forwarded-for': randomIp() }),
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  }

  /** The answer's JSON when it is a 2xx, else undefined (a refusal or a crash: nothing acknowledged). */
  async json<T>(method: string, path: string, token?: string, body?: unknown): Promise<T | undefined> {
    const response = await this.call(method, path, token, body);
    if (response.status === 401 && token) throw new SessionExpired(token);
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel();
      return undefined;
    }
    return (await response.json()) as T;
  }

  async login(email: string, password = PASSWORD): Promise<string | undefined> {
    const answer = await this.json<{ access_token: string }>('POST', '/users/login/', undefined, {
      email,
      password,
    });
    return answer?.access_token;
  }

  /** Resolves once the server answers its health check (after a restart). */
  async healthy(): Promise<boolean> {
    try {
      return (await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
    } catch {
      return false;
    }
  }
}

/** A 401 on a signed-in call: the workload signs in again. */
export class SessionExpired extends Error {
  constructor(readonly token: string) {
    super('the session expired');
  }
}

/** One second of a 440 Hz tone as a 16 kHz WAV: a speech-to-text upload. */
export function toneWav(): Buffer {
  const pcm = Buffer.alloc(2 * 16_000);
  for (let i = 0; i < pcm.length / 2; i += 1)
    pcm.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), i * 2);
  return pcmWav(pcm, 16_000);
}

/** A multipart form with `fields` and one file under `fileField`. */
export function formWith(
  fields: Record<string, string>,
  fileField: string,
  file: Buffer,
  fileName: string,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(fileField, new Blob([file]), fileName);
  return form;
}

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const pick = <T>(items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[Math.floor(Math.random() * items.length)];
