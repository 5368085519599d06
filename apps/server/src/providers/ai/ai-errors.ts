import { HttpError } from '../../lib/http-error.js';
import type { TAiCapability, TProviderCallError } from '@inkwell/contract';

/** Each tool as the subject of "… not set up yet". */
const NOT_SET_UP: Record<TAiCapability, string> = {
  chat: 'AI chats are',
  code: 'AI Code is',
  template: 'Templates are',
  image: 'AI Images are',
  tts: 'Text to speech is',
  stt: 'Speech to text is',
};

/** 503 before anything is spent: no model is configured for this tool. */
export function notConfigured(capability: TAiCapability): HttpError {
  return new HttpError(
    503,
    `${NOT_SET_UP[capability]} not set up yet: an administrator needs to configure an AI provider and a model for ${NOT_SET_UP[capability].endsWith(' are') ? 'them' : 'it'}.`,
  );
}

/** OpenAI's codes for a prompt its moderation refused (DALL·E, then the GPT image models). */
const CONTENT_POLICY_CODES = new Set(['content_policy_violation', 'moderation_blocked']);

/**
 * The provider's failure as the API answers it. Mapped once, here; the detail names what to
 * check and never carries the provider's body, URL or key.
 */
export function providerFailure(error: unknown): HttpError {
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (status === 400 && typeof code === 'string' && CONTENT_POLICY_CODES.has(code))
    return new HttpError(
      422,
      'The AI provider declined this prompt under its content policy. Nothing was charged: rephrase it and try again.',
    );
  if (status === 401 || status === 403)
    return new HttpError(
      502,
      'The AI provider refused the configured credentials. An administrator needs to check the API key in the AI provider settings.',
    );
  if (status === 404)
    return new HttpError(
      502,
      'The AI provider does not know the configured model. An administrator needs to check the model in the AI provider settings.',
    );
  if (status === 429) {
    const retryAfter = retryAfterSeconds(error);
    return new HttpError(503, 'The AI provider is busy right now. Please try again in a moment.', {
      'retry-after': String(retryAfter),
    });
  }
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpError(502, 'The AI provider could not take this request.');
  return new HttpError(502, 'The AI provider could not be reached or failed. Please try again.');
}

/** The kind of a provider failure, as the admin overview counts it. */
export function providerErrorKind(error: unknown): TProviderCallError {
  const { status } = error as { status?: unknown };
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limit';
  if (typeof status === 'number' && status >= 400 && status < 500) return 'refused';
  if (typeof status === 'number' && status >= 500) return 'server';
  return 'network';
}

function retryAfterSeconds(error: unknown): number {
  const headers = (error as { headers?: Headers | Record<string, string> }).headers;
  const raw = headers instanceof Headers ? headers.get('retry-after') : headers?.['retry-after'];
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.ceil(seconds), 3600) : 10;
}

/** "Test connection" failed: as providerFailure, but a 404 there means the base URL is wrong. */
export function modelListFailure(error: unknown): HttpError {
  if ((error as { status?: unknown }).status === 404)
    return new HttpError(
      502,
      'The provider has no model list at this base URL. Check that it ends where its API starts, usually with /v1.',
    );
  return providerFailure(error);
}
