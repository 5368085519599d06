import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  chatCompletionOf,
  streamChatCompletion,
  type TFakeChatAnswer,
  type TFakeChatRequest,
} from './fake-chat-answer.js';
import {
  fakeSpeech,
  readTranscriptionForm,
  speechRequestProblem,
  transcriptAnswer,
  transcriptionProblem,
  type TFakeSpeechRequest,
  type TFakeTranscript,
} from './fake-audio-answer.js';
import {
  imageAnswerData,
  imageRequestProblem,
  type TFakeImageAnswer,
  type TFakeImageRequest,
} from './fake-image-answer.js';

export type { TFakeChatAnswer, TFakeImageAnswer, TFakeTranscript };

export const FAKE_OPENAI_API_KEY = 'sk-fake-inkwell-openai-0a1b2c3d';

export interface TRecordedAIRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /**
   * The parsed JSON body, or a multipart form's fields (its file described), or undefined when
   * there was none; tests read any field.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** [HTTP status, JSON body], as the fake answers. */
type TAnswer = [status: number, body: object];

interface TFailure {
  status: number;
  message: string;
  headers: Record<string, string>;
  code: string | null;
}

const DEFAULT_ANSWER: TFakeChatAnswer = { chunks: ['Hello', ' from', ' the', ' fake', ' model.'] };

/** OpenAI's error body; rate limits and server errors carry their own `type`, the rest are request errors. */
const openAIError = (
  status: number,
  message: string,
  code: string | null = null,
  param?: string,
): TAnswer => {
  const type = status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error';
  const rateCode = status === 429 ? 'rate_limit_exceeded' : null;
  return [status, { error: { message, type, param: param ?? null, code: code ?? rateCode } }];
};

/**
 * A local OpenAI-compatible API for the real `openai` SDK on 127.0.0.1 (the SDK talks to it over
 * HTTP, so retries, SSE parsing and aborts are the SDK's own): Bearer auth, the model list, chat
 * completions streamed as OpenAI's `chat.completion.chunk` events or answered whole, and
 * OpenAI-shaped errors. Tests queue answers (`reply`), failures (`fail`), cuts and hangs, read
 * `requests`, and wait for a client that walked away from a stream.
 */
export class FakeOpenAI {
  readonly requests: TRecordedAIRequest[] = [];
  /** Model ids GET /v1/models lists; tests may replace it. */
  models: string[] = ['fake-chat-1', 'fake-code-1', 'fake-image-1', 'fake-tts-1', 'fake-stt-1'];
  readonly #answers: TFakeChatAnswer[] = [];
  readonly #imageAnswers: TFakeImageAnswer[] = [];
  readonly #transcripts: TFakeTranscript[] = [];
  /** PNGs the fake serves at /v1/files/<name> (the `url` image answers), without auth as LocalAI does. */
  readonly #files = new Map<string, Buffer>();
  readonly #scripted = new Map<string, TFakeChatAnswer>();
  readonly #echoSystem = new Set<string>();
  readonly #failures: TFailure[] = [];
  readonly #closeWaiters: (() => void)[] = [];
  #redirectBase: string | null = null;
  readonly #holds: { arrived: () => void; released: Promise<void>; release: () => void }[] = [];
  // A client gone mid-request (a server process killed) ends only that request.
  readonly #server = createServer(
    (request, response) => void this.#serve(request, response).catch(() => response.destroy()),
  );
  #clientClosed = 0;
  #closing = false;

  constructor(readonly apiKey = FAKE_OPENAI_API_KEY) {}

  /** The base URL the SDK is given (it appends `/models`, `/chat/completions`). */
  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1`;
  }

  listen(): Promise<this> {
    return new Promise((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve(this)));
  }

  /** Closes every socket too, hung streams included (not counted as clients closing). */
  close(): Promise<void> {
    this.#closing = true;
    for (const hold of this.#holds.splice(0)) hold.release();
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** Queues the answer of the next chat completion; without a queued one the answer is chunks ['Hello', ' from', ' the', ' fake', ' model.'] */
  reply(answer: TFakeChatAnswer): void {
    this.#answers.push(answer);
  }

  /** Queues the answer of the next image generation (default: base64 PNGs, as many as asked). */
  replyImages(answer: TFakeImageAnswer): void {
    this.#imageAnswers.push(answer);
  }

  /** Queues the answer of the next transcription (default "Hello from the fake transcriber."). */
  replyTranscript(answer: TFakeTranscript): void {
    this.#transcripts.push(answer);
  }

  /**
   * Answers every chat completion whose last message is `lastMessage` with `answer`, before the
   * queue: for callers in another process (the end-to-end tests) that cannot queue replies.
   */
  respondTo(lastMessage: string, answer: TFakeChatAnswer): void {
    this.#scripted.set(lastMessage, answer);
  }

  /**
   * A chat whose last message is `lastMessage` is answered with the system prompt the fake
   * received ("My instructions: …"): a test in another process sees what the provider got.
   */
  echoSystemTo(lastMessage: string): void {
    this.#echoSystem.add(lastMessage);
  }

  /**
   * The next authorised request (any endpoint) fails with this HTTP status and an OpenAI-shaped
   * error body; optional extra headers (e.g. {'retry-after':'7'}) and error code (e.g.
   * 'content_policy_violation'). A wrong key still answers 401.
   */
  fail(
    status: number,
    message = `The fake was told to fail with ${status}.`,
    headers: Record<string, string> = {},
    code: string | null = null,
  ): void {
    this.#failures.push({ status, message, headers, code });
  }

  /**
   * Holds the next request, before any byte of its answer (no head yet): `arrived` resolves
   * once it is in, and it is answered (as queued) only after `release()`. A test uses it to act
   * while the app waits for the provider to accept, without timing.
   */
  holdNext(): { arrived: Promise<void>; release: () => void } {
    let arrived!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.#holds.push({ arrived, released, release });
    return { arrived: reached, release };
  }

  /**
   * Every request from now on answers 307 to the same path under `base` (another local
   * listener), as a provider that moved would; null answers normally again.
   */
  redirectTo(base: string | null): void {
    this.#redirectBase = base;
  }

  /** How many streamed chat completions the client closed before the fake finished them. */
  get clientClosed(): number {
    return this.#clientClosed;
  }

  /** Resolves the next time a client closes a streamed chat completion before it finished. */
  whenClientCloses(): Promise<void> {
    return new Promise((resolve) => this.#closeWaiters.push(resolve));
  }

  async #serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const raw = bytes.toString();
    const { method = 'GET', headers } = request;
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const multipart = headers['content-type']?.startsWith('multipart/form-data') === true;
    const body: TRecordedAIRequest['body'] = multipart
      ? await readTranscriptionForm(bytes, headers['content-type'])
      : parseJson(raw);
    this.requests.push({ method, path, headers, body });
    const hold = this.#holds.shift();
    if (hold) {
      hold.arrived();
      await hold.released;
      // A client that walked away meanwhile (a Stop) is not answered: its answer stays queued.
      if (request.socket.destroyed) return;
    }
    const replyHeaders = { 'x-request-id': `req_${randomBytes(12).toString('hex')}` };
    if (this.#redirectBase !== null) {
      response.writeHead(307, { ...replyHeaders, location: `${this.#redirectBase}${path.slice(3)}` });
      return void response.end();
    }
    const file =
      method === 'GET' && path.startsWith('/v1/files/') ? this.#files.get(path.slice(10)) : undefined;
    if (file) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': file.length });
      return void response.end(file);
    }
    const failure = this.#authorized(headers) ? this.#failures.shift() : undefined;
    if (failure) {
      return send(response, openAIError(failure.status, failure.message, failure.code), {
        ...replyHeaders,
        ...failure.headers,
      });
    }
    if (!this.#authorized(headers)) {
      return send(response, openAIError(401, 'Incorrect API key provided.', 'invalid_api_key'), replyHeaders);
    }
    if (method === 'GET' && path === '/v1/models') return send(response, this.#modelList(), replyHeaders);
    if (method === 'POST' && path === '/v1/chat/completions') {
      const refusal = raw && body === undefined ? invalidJson() : this.#refuseChat(body);
      if (refusal) return send(response, refusal, replyHeaders);
      return this.#complete(response, body, replyHeaders);
    }
    if (method === 'POST' && path === '/v1/images/generations')
      return this.#images(response, body, replyHeaders);
    if (method === 'POST' && path === '/v1/audio/speech') return this.#speech(response, body, replyHeaders);
    if (method === 'POST' && path === '/v1/audio/transcriptions')
      return this.#transcription(response, body, replyHeaders);
    send(response, openAIError(404, `Invalid URL (${method} ${path})`), replyHeaders);
  }

  async #images(
    response: ServerResponse,
    body: TFakeImageRequest | undefined,
    headers: Record<string, string>,
  ) {
    const refusal = this.#unknownModel(body?.model);
    if (refusal) return send(response, refusal, headers);
    const problem = imageRequestProblem(body!);
    if (problem) return send(response, openAIError(400, problem[0], 'invalid_value', problem[1]), headers);
    const answer = this.#imageAnswers.shift() ?? {};
    if (answer.delayMs) await sleep(answer.delayMs);
    if (answer.kind === 'oversized') {
      response.writeHead(200, { ...headers, 'content-type': 'application/json', 'content-length': 2 ** 40 });
      return void response.write('{"data":[');
    }
    const data = await imageAnswerData(body!, answer, (png) => {
      const name = `${randomBytes(8).toString('hex')}.png`;
      this.#files.set(name, png);
      return `${this.url}/files/${name}`;
    });
    send(response, [200, { created: Math.floor(Date.now() / 1000), data }], headers);
  }

  #speech(response: ServerResponse, body: TFakeSpeechRequest | undefined, headers: Record<string, string>) {
    const refusal = this.#unknownModel(body?.model);
    if (refusal) return send(response, refusal, headers);
    const problem = speechRequestProblem(body!);
    if (problem) return send(response, openAIError(400, problem[0], 'invalid_value', problem[1]), headers);
    const audio = fakeSpeech(body!);
    // Streamed as OpenAI does: chunked, no length.
    response.writeHead(200, {
      ...headers,
      'content-type': body!.response_format === 'pcm' ? 'audio/pcm' : 'audio/wav',
    });
    response.end(audio);
  }

  #transcription(
    response: ServerResponse,
    form: Awaited<ReturnType<typeof readTranscriptionForm>>,
    headers: Record<string, string>,
  ) {
    if (!form) return send(response, openAIError(400, 'Could not parse multipart form'), headers);
    const refusal = this.#unknownModel(form.model);
    if (refusal) return send(response, refusal, headers);
    const problem = transcriptionProblem(form);
    if (problem) return send(response, openAIError(400, problem[0], 'invalid_value', problem[1]), headers);
    const answer = transcriptAnswer(form, this.#transcripts.shift() ?? {});
    if (typeof answer !== 'string') return send(response, [200, answer], headers);
    response.writeHead(200, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    response.end(answer);
  }

  /** OpenAI's 404 for a model it does not have, or undefined. */
  #unknownModel(model: unknown): TAnswer | undefined {
    if (typeof model === 'string' && this.models.includes(model)) return undefined;
    const message = `The model \`${String(model)}\` does not exist or you do not have access to it.`;
    return openAIError(404, message, 'model_not_found');
  }

  #authorized(headers: IncomingMessage['headers']): boolean {
    return headers.authorization === `Bearer ${this.apiKey}`;
  }

  #modelList(): TAnswer {
    const data = this.models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake' }));
    return [200, { object: 'list', data }];
  }

  #refuseChat(body: Partial<TFakeChatRequest> | undefined): TAnswer | undefined {
    const { model, messages } = body ?? {};
    const refusal = this.#unknownModel(model);
    if (refusal) return refusal;
    if (messages === undefined) {
      const message = "Missing required parameter: 'messages'.";
      return openAIError(400, message, 'missing_required_parameter', 'messages');
    }
    if (!Array.isArray(messages) || messages.length === 0) {
      return openAIError(400, "Invalid 'messages': expected a non-empty array.", 'empty_array', 'messages');
    }
    return undefined;
  }

  async #complete(response: ServerResponse, body: TFakeChatRequest, headers: Record<string, string>) {
    const last: unknown = body.messages.at(-1)?.content;
    const system: unknown = body.messages[0]?.content;
    const echo: TFakeChatAnswer | undefined =
      typeof last === 'string' && this.#echoSystem.has(last) && typeof system === 'string'
        ? { chunks: ['My instructions: ', system] }
        : undefined;
    const answer: TFakeChatAnswer =
      echo ??
      (typeof last === 'string' ? this.#scripted.get(last) : undefined) ??
      this.#answers.shift() ??
      DEFAULT_ANSWER;
    if (body.stream === true) return this.#stream(response, body, answer, headers);
    if (answer.delayMs) await sleep(answer.delayMs * answer.chunks.length);
    if (answer.cutAfter !== undefined) return void response.socket?.destroy();
    if (answer.hangAfter !== undefined) return;
    send(response, [200, chatCompletionOf(body, answer)], headers);
  }

  /** Counts a close before the end as the client's, unless the fake cut it or is shutting down. */
  async #stream(
    response: ServerResponse,
    body: TFakeChatRequest,
    answer: TFakeChatAnswer,
    headers: Record<string, string>,
  ) {
    let cut = false;
    response.on('close', () => {
      if (response.writableEnded || cut || this.#closing) return;
      this.#clientClosed += 1;
      for (const resolve of this.#closeWaiters.splice(0)) resolve();
    });
    if ((await streamChatCompletion(response, body, answer, headers)) === 'cut') {
      cut = true;
      response.socket?.destroy();
    }
  }
}

function parseJson(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

const invalidJson = (): TAnswer => openAIError(400, 'We could not parse the JSON body of your request.');

function send(response: ServerResponse, [status, body]: TAnswer, headers: Record<string, string>): void {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
