import { z } from 'zod';

/** `draining`: the instance is shutting down (SIGTERM) and takes no new answers; balancers move on. */
export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['sqlite', 'postgres']),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

/** What a draining instance answers a new answer or run (503, with Retry-After). */
export const DRAIN_WORDS = {
  refused: 'This server is restarting. Send again in a moment: another one will take it.',
} as const;

/** Seconds a refused client waits before it sends again (Retry-After). */
export const DRAIN_RETRY_AFTER_SECONDS = 5;
