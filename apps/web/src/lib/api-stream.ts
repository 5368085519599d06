import {
  ZChatDeltaEventSchema,
  ZChatErrorEventSchema,
  type TChatErrorEvent,
  type TEndpoint,
} from '@inkwell/contract';
import type { z } from 'zod';
import { apiUrl, readData, withSession } from './api-client';
import { endpointUrl, type TEndpointCall } from './endpoint-client';
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

/** What a caller of a stream listens with. */
export interface TStreamListeners {
  /** The server accepted: the stream is open (nothing was refused). */
  onOpen?: () => void;
  /** The next piece of the text, in order. */
  onDelta: (text: string) => void;
  /** Stops the reading only: the server keeps generating and saves the result. */
  signal?: AbortSignal;
}

/**
 * A streamed endpoint of the contract, its path parameters and its body (sent as JSON: none when
 * the endpoint declares none), and the schema of its `done` event's data (the contract's, beside
 * the endpoint).
 */
export type TStreamCall<E extends TEndpoint, TDone> = Pick<TEndpointCall<E>, 'params'> &
  (E extends { readonly body: unknown } ? Pick<TEndpointCall<E>, 'body'> : { body?: undefined }) &
  TStreamListeners & {
    endpoint: E;
    done: z.ZodType<TDone>;
  };

/** The fields of a call that `open` and `readEvent` read, whatever its endpoint. */
interface TOpenCall<TDone> extends TStreamListeners {
  endpoint: TEndpoint;
  body?: unknown;
  done: z.ZodType<TDone>;
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

/** One attempt: the open stream's body, or an HttpClientError shaped as apiClient throws it. */
async function open<TDone>(
  call: TOpenCall<TDone>,
  url: string,
  access: string | undefined,
): Promise<ReadableStream<Uint8Array>> {
  const headers: Record<string, string> = { Accept: 'text/event-stream, application/json' };
  if (access) headers.Authorization = `Bearer ${access}`;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl({ url }), {
      method: call.endpoint.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
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

function readEvent<TDone>(call: TOpenCall<TDone>, { event, data }: TServerEvent) {
  const json = JSON.parse(data) as unknown;
  if (event === 'delta') call.onDelta(ZChatDeltaEventSchema.parse(json).text);
  else if (event === 'done') return { event, data: call.done.parse(json) } as const;
  else if (event === 'error') return { event, data: ZChatErrorEventSchema.parse(json) } as const;
  return undefined;
}

/**
 * A generation's event stream, from an endpoint of the contract (its path filled with `params`),
 * with the session rules of apiClient (the Bearer token, one refresh and one more try after a
 * 401, the v1 prefix). A refusal before the stream (any answer that is not `text/event-stream`)
 * throws the `HttpClientError` apiClient would; otherwise each `delta` goes to `onDelta` as it
 * arrives and the promise resolves with the outcome. An event whose data does not match the
 * contract throws.
 */
export async function requestStream<E extends TEndpoint, TDone>(
  streamed: TStreamCall<E, TDone>,
): Promise<TStreamOutcome<TDone>> {
  const call = streamed as TOpenCall<TDone> & { params?: object };
  const url = endpointUrl(call.endpoint, call.params);
  try {
    const body = await withSession(url, (access) => open(call, url, access));
    call.onOpen?.();
    const outcome = await readEventStream(body, (event) => readEvent(call, event), call.signal);
    return outcome ?? { event: call.signal?.aborted ? 'aborted' : 'closed' };
  } catch (error) {
    if (call.signal?.aborted) return { event: 'aborted' };
    throw error;
  }
}
