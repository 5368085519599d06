import { z } from 'zod';
import { integer, optional } from './env-fields.js';

/**
 * Running several instances: REDIS_URL shares what one process held in memory (limits, running
 * answers, cache invalidation); without it one instance works alone, state in process. Keys
 * live under REDIS_KEY_PREFIX, so several deployments (or test runs) can share one Redis.
 */
export const CLUSTER_ENV_FIELDS = {
  REDIS_URL: optional(
    z
      .string()
      .trim()
      .refine((value) => /^rediss?:\/\/./i.test(value), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1–64 of A-Z, a-z, 0-9, :, _, . and -')
      .default('inkwell:'),
  ),
  /** On SIGTERM, how long running answers may take to finish before they are stopped. */
  SHUTDOWN_GRACE_SECONDS: integer(0, 3600, 30),
  /**
   * With REDIS_URL: how long a running answer's claim lasts, renewed every third of it. An
   * instance that dies leaves its answers' claims for at most this long.
   */
  ANSWER_LEASE_SECONDS: integer(1, 600, 15),
  /**
   * `true` for one start after changing JWT_SECRET on purpose: the database then expects the new
   * secret (unset, an instance whose secret differs from the database's refuses to start).
   */
  JWT_SECRET_ROTATE: optional(z.enum(['true', 'false']).optional()),
  /**
   * How long an instance's lease lasts: renewed every third of it; what an instance left when
   * its lease expired (holds, running transcriptions) is released or queued again by the others.
   */
  INSTANCE_LEASE_SECONDS: integer(1, 600, 30),
};
