import { z } from 'zod';
import { PROVIDER_CALL_OUTCOMES } from './admin-overview.js';

/** GET /api/health/live: the process answers (while draining and with the database down too). */
export const ZLivenessResponseSchema = z.object({ status: z.literal('ok') });
export type TLivenessResponse = z.infer<typeof ZLivenessResponseSchema>;

/**
 * The AI provider's last call: `ok`, `failing` with the kind of failure, or `unknown` before
 * any call since the start.
 */
export const ZProviderHealthSchema = z.object({
  outcome: z.enum(['ok', 'failing', 'unknown']),
  at: z.string().optional(),
  kind: z.enum(PROVIDER_CALL_OUTCOMES).exclude(['ok']).optional(),
});
export type TProviderHealth = z.infer<typeof ZProviderHealthSchema>;

/**
 * GET /api/health/ready (and /api/health): whether to send this instance traffic. `unavailable`
 * (the database does not answer) and `draining` (shutting down on SIGTERM; balancers move on)
 * answer 503; `degraded` (Redis, media storage or the AI provider failing) still answers 200,
 * since most of the product works.
 */
export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable', 'draining']),
  dialect: z.enum(['sqlite', 'postgres']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down', 'off']),
    media: z.enum(['up', 'down']),
    ai_provider: ZProviderHealthSchema,
  }),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;
export type THealthChecks = THealthResponse['checks'];

/** What a draining instance answers a new answer or run (503, with Retry-After). */
export const DRAIN_WORDS = {
  refused: 'This server is restarting. Send again in a moment: another one will take it.',
} as const;

/** Seconds a refused client waits before it sends again (Retry-After). */
export const DRAIN_RETRY_AFTER_SECONDS = 5;
