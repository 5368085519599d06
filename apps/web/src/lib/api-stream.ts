import { ZChatDeltaEventSchema, ZChatErrorEventSchema, type TChatErrorEvent } from '@inkwell/contract';
import type { z } from 'zod';
import { apiUrl, readData, withSession } from './api-client';
import { HttpClientError } from './http-status';
import { readEventStream, type TServerEvent } from './event-stream-reader';

/**
 * How a streamed generation ended: `done` with the saved item, `error` with why; `aborted`
 * when the caller's signal stopped the reading, `closed` when the connection ended before
 * either (the generation goes on on the server in both cases).
 */
export type TStreamOutcome<TDone> =
  | { event: 'done'; data: TDone }
  | { event: 'error'; data: TChatErrorEvent }
  | { event: 'aborted' }
  | { event: 'closed' };

export interface TStreamCall<TDone> {
  method: 'get' | 'post';
  /** A path under the v1 prefix: `ai/chats/4/messages/`. */
  url: string;
  /** Sent as JSON. */
  data?: unknown;
  /** The `done` event's data, as the contract writes it. */
  done: z.ZodType<TDone>;
  /** The server accepted: the stream is open (nothing was refused). */
  onOpen?: () => void;
  /** The next piece of the text, in order. */
  onDelta: (text: string) => void;
  /** Stops the reading only: the server keeps generating and saves the result. */
  signal?: AbortSignal;
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

/** One attempt: the open stream's body, or an HttpClientError shaped as apiClient throws it. */
async function open<TDone>(
  call: TStreamCall<TDone>,
  access: string | undefined,
): Promise<ReadableStream<Uint8Array>> {
  const headers: Record<string, string> = { Accept: 'text/event-stream, application/json' };
  if (access) headers.Authorization = `Bearer ${access}`;
  if (call.data !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(call), {
      method: call.method.toUpperCase(),
      headers,
      body: call.data === undefined ? undefined : JSON.stringify(call.data),
      signal: call.signal,
    });
  } catch (error) {
    if (call.signal?.aborted) throw error;
    throw new HttpClientError('Network Error');
  }
  if (response.ok && isEventStream(response) && response.body) return response.body;
  const answer = { status: response.status, data: readData(await response.text()) };
  const message = response.ok
    ? 'The answer was not an event stream'
    : `Request failed with status code ${answer.status}`;
  throw new HttpClientError(message, answer);
}

function readEvent<TDone>(call: TStreamCall<TDone>, { event, data }: TServerEvent) {
  const json = JSON.parse(data) as unknown;
  if (event === 'delta') call.onDelta(ZChatDeltaEventSchema.parse(json).text);
  else if (event === 'done') return { event, data: call.done.parse(json) } as const;
  else if (event === 'error') return { event, data: ZChatErrorEventSchema.parse(json) } as const;
  return undefined;
}

/**
 * A generation's event stream with the session rules of apiClient (the Bearer token, one
 * refresh and one more try after a 401, the v1 prefix). A refusal before the stream (any answer
 * that is not `text/event-stream`) throws the `HttpClientError` apiClient would; otherwise each
 * `delta` goes to `onDelta` as it arrives and the promise resolves with the outcome. An event
 * whose data does not match the contract throws.
 */
export async function requestStream<TDone>(call: TStreamCall<TDone>): Promise<TStreamOutcome<TDone>> {
  try {
    const body = await withSession(call.url, (access) => open(call, access));
    call.onOpen?.();
    const outcome = await readEventStream(body, (event) => readEvent(call, event), call.signal);
    return outcome ?? { event: call.signal?.aborted ? 'aborted' : 'closed' };
  } catch (error) {
    if (call.signal?.aborted) return { event: 'aborted' };
    throw error;
  }
}
