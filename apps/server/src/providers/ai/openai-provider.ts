import { ENVIRONMENT_PROVIDER_ID } from '@inkwell/contract';
import type OpenAI from 'openai';
import type { TEnv } from '../../config/env.js';
import type {
  TAiConnection,
  TAiProvider,
  TAiTarget,
  TChatStream,
  TChatStreamRequest,
  TChatUsage,
  TImageGenerationRequest,
  TProviderTranscript,
  TSpeechSynthesisRequest,
  TTranscriptionRequest,
} from './ai-provider.js';
import { linkedSignal, timeoutSignal } from './linked-signal.js';
import { createProviderFetch } from './provider-fetch.js';
import { ImageAnswerError, maxImageAnswerBytes, readImageAnswer } from './image-answer.js';
import { fetchProviderFile, readCapped } from './provider-files.js';
import { readTranscript, transcriptFormat } from './transcripts.js';

/** "Test connection" waits this long at most, without retries: an admin is looking at it. */
const LIST_MODELS_TIMEOUT_MS = 15_000;
/** Models listed at most (OpenRouter lists hundreds). */
const MAX_MODELS = 2000;
/** A speech answer larger than this is refused (an hour of 24 kHz WAV is about 170 MB; parts are minutes). */
const MAX_SPEECH_BYTES = 64 * 1024 * 1024;
/** SDK clients kept, one per base URL and key; past this the oldest is dropped. */
const MAX_CLIENTS = 32;

/** A count the provider reported, if it is one (provider output is untrusted). */
function count(value: unknown): number | undefined {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}

function readUsage(raw: unknown): TChatUsage | null {
  const usage = raw as { prompt_tokens?: unknown; completion_tokens?: unknown } | null | undefined;
  const prompt = count(usage?.prompt_tokens);
  const completion = count(usage?.completion_tokens);
  return prompt === undefined || completion === undefined
    ? null
    : { prompt_tokens: prompt, completion_tokens: completion };
}

/** A streamed answer that went silent: nothing arrived for AI_REQUEST_TIMEOUT_SECONDS. */
export class ProviderStalledError extends Error {
  constructor(ms: number) {
    super(`The AI provider sent nothing for ${ms / 1000} s.`);
    this.name = 'ProviderStalledError';
  }
}

/**
 * Any OpenAI-compatible server through the `openai` SDK (loaded on first use, decision 023).
 * The SDK retries connection failures, 408, 409, 429 and 5xx twice before an answer starts;
 * once a stream has begun nothing is retried (a half-sent answer cannot be replayed). Every
 * request goes through createProviderFetch: no redirect is followed, and with
 * AI_ALLOW_PRIVATE_HOSTS false the admins' providers cannot reach private addresses (the
 * environment's provider is the operator's own, decision 038).
 */
export class OpenAiProvider implements TAiProvider {
  readonly #clients = new Map<string, Promise<OpenAI>>();
  /** [private addresses allowed, refused], each made on first use. */
  readonly #fetches: [Promise<typeof fetch> | undefined, Promise<typeof fetch> | undefined] = [
    undefined,
    undefined,
  ];

  constructor(private readonly env: Pick<TEnv, 'AI_REQUEST_TIMEOUT_SECONDS' | 'AI_ALLOW_PRIVATE_HOSTS'>) {}

  async listModels(connection: TAiConnection): Promise<string[]> {
    const client = await this.#sdk(connection);
    const models = new Set<string>();
    const pages = client.models.list({ timeout: LIST_MODELS_TIMEOUT_MS, maxRetries: 0 });
    for await (const model of pages) {
      const id: unknown = model.id;
      if (typeof id === 'string' && id !== '' && id.length <= 200) models.add(id);
      if (models.size >= MAX_MODELS) break;
    }
    return [...models].sort((a, b) => a.localeCompare(b));
  }

  /**
   * The SDK's `timeout` stops counting once the answer's head arrives; past it, a provider that
   * goes silent for AI_REQUEST_TIMEOUT_SECONDS between two chunks has the request aborted and
   * the iteration throws, as a cut would.
   */
  async streamChat(target: TAiTarget, request: TChatStreamRequest): Promise<TChatStream> {
    const client = await this.#sdk(target.connection);
    const upstream = new AbortController();
    const { signal, unlink } = linkedSignal(request.signal, upstream.signal);
    const stream = await client.chat.completions.create(
      {
        model: target.model,
        messages: request.messages,
        max_tokens: request.maxOutputTokens,
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal },
    );
    const stallMs = this.env.AI_REQUEST_TIMEOUT_SECONDS * 1000;
    let usage: TChatUsage | null = null;
    async function* pieces(): AsyncGenerator<string> {
      const stall = () => upstream.abort(new ProviderStalledError(stallMs));
      const timer = setTimeout(stall, stallMs);
      try {
        for await (const chunk of stream) {
          timer.refresh();
          usage = readUsage(chunk.usage) ?? usage;
          const text: unknown = chunk.choices?.[0]?.delta?.content;
          if (typeof text === 'string' && text !== '') yield text;
        }
      } catch (error) {
        throw upstream.signal.aborted ? upstream.signal.reason : error;
      } finally {
        clearTimeout(timer);
        unlink();
      }
      // The SDK ends an aborted stream quietly as often as it throws.
      if (upstream.signal.aborted) throw upstream.signal.reason;
    }
    return { pieces: pieces(), usage: () => usage };
  }

  async generateImages(target: TAiTarget, request: TImageGenerationRequest): Promise<Buffer[]> {
    const client = await this.#sdk(target.connection);
    // The answer's bytes, not the SDK's parse: see readImageAnswer. The timeout covers the body too.
    const timeout = timeoutSignal(this.env.AI_REQUEST_TIMEOUT_SECONDS * 1000);
    let body: Buffer | undefined;
    try {
      const response = await client.images
        .generate(
          {
            model: target.model,
            prompt: request.prompt,
            n: request.n,
            size: request.size as OpenAI.ImageGenerateParams['size'],
            ...(request.style ? { style: request.style as OpenAI.ImageGenerateParams['style'] } : {}),
            ...(request.quality ? { quality: request.quality as OpenAI.ImageGenerateParams['quality'] } : {}),
            ...(request.askBase64 ? { response_format: 'b64_json' as const } : {}),
          },
          { signal: timeout.signal },
        )
        .asResponse();
      body = await readCapped(response, maxImageAnswerBytes(request.n));
    } finally {
      timeout.clear();
    }
    if (!body) throw new ImageAnswerError('The images answer is larger than its pictures can be.');
    const items = readImageAnswer(body).slice(0, request.n);
    const images = await Promise.all(items.map((item) => this.#imageBytes(item, target.connection)));
    return images.filter((bytes): bytes is Buffer => bytes !== undefined && bytes.length > 0);
  }

  async synthesizeSpeech(target: TAiTarget, request: TSpeechSynthesisRequest): Promise<Buffer | undefined> {
    const client = await this.#sdk(target.connection);
    const answer = await client.audio.speech.create(
      {
        model: target.model,
        input: request.text,
        voice: request.voice,
        speed: request.speed,
        response_format: 'wav',
      },
      { signal: request.signal },
    );
    return readCapped(answer, MAX_SPEECH_BYTES);
  }

  async transcribe(target: TAiTarget, request: TTranscriptionRequest): Promise<TProviderTranscript> {
    const { toFile } = await import('openai');
    const client = await this.#sdk(target.connection);
    const format = transcriptFormat(target.model);
    const answer: unknown = await client.audio.transcriptions.create(
      {
        model: target.model,
        file: await toFile(request.audio, request.fileName),
        language: request.language,
        response_format: format,
        ...(format === 'verbose_json' ? { timestamp_granularities: ['segment' as const] } : {}),
      },
      { signal: request.signal },
    );
    return readTranscript(answer);
  }

  /** The picture sent (decoded by readImageAnswer), or a URL fetched only from the provider's own origin (never anywhere else). */
  async #imageBytes(item: unknown, connection: TAiConnection): Promise<Buffer | undefined> {
    const { b64_json: bytes, url } = (item ?? {}) as { b64_json?: unknown; url?: unknown };
    if (Buffer.isBuffer(bytes)) return bytes;
    if (typeof url !== 'string') return undefined;
    return fetchProviderFile(
      url,
      connection.baseURL,
      this.env.AI_REQUEST_TIMEOUT_SECONDS * 1000,
      await this.#fetch(connection),
    );
  }

  /** The fetch a connection's requests go through: refusing private addresses unless allowed. */
  #fetch(connection: TAiConnection): Promise<typeof fetch> {
    const allowPrivate = this.env.AI_ALLOW_PRIVATE_HOSTS || connection.id === ENVIRONMENT_PROVIDER_ID;
    const slot = allowPrivate ? 0 : 1;
    return (this.#fetches[slot] ??= createProviderFetch(allowPrivate));
  }

  /** One SDK client per base URL and key, so each keeps its connections alive. */
  #sdk(connection: TAiConnection): Promise<OpenAI> {
    const key = `${connection.id}\n${connection.baseURL}\n${connection.apiKey ?? ''}`;
    let client = this.#clients.get(key);
    if (!client) {
      if (this.#clients.size >= MAX_CLIENTS) this.#clients.delete(this.#clients.keys().next().value!);
      client = Promise.all([import('openai'), this.#fetch(connection)]).then(
        ([{ default: OpenAIClient }, fetch]) =>
          new OpenAIClient({
            fetch,
            baseURL: connection.baseURL,
            // Servers such as Ollama need no key; the SDK insists on one.
            apiKey: connection.apiKey ?? 'no-key',
            timeout: this.env.AI_REQUEST_TIMEOUT_SECONDS * 1000,
            maxRetries: 2,
          }),
      );
      this.#clients.set(key, client);
    }
    return client;
  }
}
