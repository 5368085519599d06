import type OpenAI from 'openai';
import type { TEnv } from '../../config/env.js';
import type {
  TAiCapability,
  TAiProvider,
  TChatStream,
  TChatStreamRequest,
  TChatUsage,
} from './ai-provider.js';

const MODEL_ENV: Record<TAiCapability, keyof TEnv> = {
  chat: 'AI_CHAT_MODEL',
  code: 'AI_CODE_MODEL',
  template: 'AI_TEMPLATE_MODEL',
  image: 'AI_IMAGE_MODEL',
  tts: 'AI_TTS_MODEL',
  stt: 'AI_STT_MODEL',
};

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

/**
 * Any OpenAI-compatible server through the `openai` SDK (loaded on first use, decision 023).
 * The SDK retries connection failures, 408, 409, 429 and 5xx twice before an answer starts;
 * once a stream has begun nothing is retried (a half-sent answer cannot be replayed).
 */
export class OpenAiProvider implements TAiProvider {
  #client: Promise<OpenAI> | undefined;

  constructor(private readonly env: TEnv) {}

  modelFor(capability: TAiCapability): string | undefined {
    if (this.env.OPENAI_BASE_URL === undefined && this.env.OPENAI_API_KEY === undefined) return undefined;
    return this.env[MODEL_ENV[capability]] as string | undefined;
  }

  async listModels(): Promise<string[]> {
    const client = await this.#sdk();
    const models: string[] = [];
    for await (const model of client.models.list()) if (typeof model.id === 'string') models.push(model.id);
    return models;
  }

  async streamChat(request: TChatStreamRequest): Promise<TChatStream> {
    const client = await this.#sdk();
    const stream = await client.chat.completions.create(
      {
        model: request.model,
        messages: request.messages,
        max_tokens: request.maxOutputTokens,
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal: request.signal },
    );
    let usage: TChatUsage | null = null;
    async function* pieces(): AsyncGenerator<string> {
      for await (const chunk of stream) {
        usage = readUsage(chunk.usage) ?? usage;
        const text: unknown = chunk.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text !== '') yield text;
      }
    }
    return { pieces: pieces(), usage: () => usage };
  }

  #sdk(): Promise<OpenAI> {
    this.#client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          baseURL: this.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
          // Servers such as Ollama need no key; the SDK insists on one.
          apiKey: this.env.OPENAI_API_KEY ?? 'no-key',
          timeout: this.env.AI_REQUEST_TIMEOUT_SECONDS * 1000,
          maxRetries: 2,
        }),
    );
    return this.#client;
  }
}
