import { IMAGE_SIZE_PATTERN, type TVoiceGender } from '@inkwell/contract';
import { z } from 'zod';
import { integer, optional, ZHttpUrlSchema } from './env-fields.js';

const VOICE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.+-]{0,63}(:(female|male|neutral))?$/;

const model = optional(z.string().trim().min(1).max(200, 'must be at most 200 characters').optional());

/**
 * The AI provider, with the `openai` SDK's own names: any OpenAI-compatible server (OpenAI,
 * Ollama, vLLM, LM Studio, LocalAI, OpenRouter). A capability without a model has no provider,
 * and its tool says so.
 */
export const AI_ENV_FIELDS = {
  OPENAI_BASE_URL: optional(ZHttpUrlSchema.optional()),
  OPENAI_API_KEY: optional(z.string().trim().min(1).max(500, 'must be at most 500 characters').optional()),
  AI_CHAT_MODEL: model,
  AI_CODE_MODEL: model,
  AI_TEMPLATE_MODEL: model,
  AI_IMAGE_MODEL: model,
  AI_TTS_MODEL: model,
  AI_STT_MODEL: model,
  /**
   * The sizes AI Images offers, e.g. `1024x1024,1024x1536`: for a model the server does not
   * know (providers/ai/image-models.ts knows OpenAI's), or to offer fewer.
   */
  AI_IMAGE_SIZES: optional(
    z
      .string()
      .trim()
      .transform((value) => [...new Set(value.split(',').map((size) => size.trim().toLowerCase()))])
      .pipe(
        z
          .array(z.string().regex(IMAGE_SIZE_PATTERN, 'must be sizes such as 1024x1024,512x512'))
          .min(1)
          .max(12, 'must list at most 12 sizes'),
      )
      .optional(),
  ),
  /**
   * The voices text to speech offers from the provider, e.g. `af_bella:female,am_adam:male`
   * (gender optional, neutral when left out): for a server whose voices are not OpenAI's.
   */
  AI_TTS_VOICES: optional(
    z
      .string()
      .trim()
      .transform((value) => [...new Set(value.split(',').map((voice) => voice.trim()))].filter(Boolean))
      .pipe(
        z
          .array(
            z
              .string()
              .regex(VOICE_PATTERN, 'must be voices such as alloy,af_bella:female,am_adam:male')
              .transform((voice) => {
                const [id, gender] = voice.split(':') as [string, TVoiceGender | undefined];
                return { id, gender: gender ?? ('neutral' as const) };
              }),
          )
          .min(1)
          .max(100, 'must list at most 100 voices'),
      )
      .optional(),
  ),
  AI_RATE_LIMIT_PER_MINUTE: integer(1, 10_000, 30),
  AI_CHAT_CONTEXT_TOKENS: integer(256, 2_000_000, 8192),
  AI_MAX_OUTPUT_TOKENS: integer(16, 200_000, 2048),
  /**
   * How long, in seconds, a provider may take to start answering a request, and how long a
   * streamed answer may then go without sending anything before it is given up as failed.
   */
  AI_REQUEST_TIMEOUT_SECONDS: integer(1, 3600, 600),
  /**
   * Whether AI Providers may point at this machine, private networks and link-local addresses
   * (the cloud's metadata service): on for a self-hoster's Ollama on localhost; off for a
   * server whose admins are not its operator. Checked on save and at every connection.
   */
  AI_ALLOW_PRIVATE_HOSTS: optional(
    z.enum(['true', 'false'], 'must be true or false').default('true'),
  ).transform((value) => value === 'true'),
};
