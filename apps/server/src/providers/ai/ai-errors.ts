import { HttpError } from '../../lib/http-error.js';
import { PrivateHostError } from './provider-fetch.js';
import {
  AI_PROVIDER_MESSAGES,
  aiNotSetUpMessage,
  type TAiCapability,
  type TProviderCallError,
} from '@inkwell/contract';

/** 503 before anything is spent: no model is configured for this tool. */
export function notConfigured(capability: TAiCapability): HttpError {
  return new HttpError(503, aiNotSetUpMessage(capability));
}

/** OpenAI's codes for a prompt its moderation refused (DALL·E, then the GPT image models). */
const CONTENT_POLICY_CODES = new Set(['content_policy_violation', 'moderation_blocked']);

/**
 * The provider's failure as the API answers it. Mapped once, here; the detail names what to
 * check and never carries the provider's body, URL or key.
 */
export function providerFailure(error: unknown): HttpError {
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (refusedAddress(error) || (typeof status === 'number' && status >= 300 && status < 400))
    return new HttpError(
      502,
      'The AI provider cannot be called at its configured address. An administrator needs to check the base URL in the AI provider settings.',
    );
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

/** Whether the provider's address was refused (AI_ALLOW_PRIVATE_HOSTS), however deep the SDK wrapped it. */
function refusedAddress(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (cause instanceof PrivateHostError) return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * "Test connection" failed: as providerFailure, but the admin is told which address rule
 * refused it, and a 404 there means the base URL is wrong.
 */
export function modelListFailure(error: unknown): HttpError {
  if (refusedAddress(error)) return new HttpError(502, AI_PROVIDER_MESSAGES.privateAddress);
  const { status } = error as { status?: unknown };
  if (typeof status === 'number' && status >= 300 && status < 400)
    return new HttpError(502, AI_PROVIDER_MESSAGES.redirected);
  if (status === 404)
    return new HttpError(
      502,
      'The provider has no model list at this base URL. Check that it ends where its API starts, usually with /v1.',
    );
  return providerFailure(error);
}
