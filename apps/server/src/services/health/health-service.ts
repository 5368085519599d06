import type { THealthChecks, THealthResponse } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TDialect } from '../../db/create-database.js';
import type { TRepositories } from '../../repositories/index.js';
import type { Lifecycle } from '../lifecycle/lifecycle.js';
import { CachedCheck } from './cached-check.js';
import type { ProviderHealth } from './provider-health.js';

/** How long the media store's probe answer is kept (readiness is asked every few seconds). */
const MEDIA_PROBE_TTL_MS = 10_000;

export interface THealthSources {
  repos: TRepositories;
  dialect: TDialect;
  lifecycle: Pick<Lifecycle, 'draining'>;
  /** The shared Redis, or null without REDIS_URL. */
  redis: Pick<Redis, 'status'> | null;
  /** The media store's probe: resolves when it can be written, rejects otherwise. */
  probeMedia: () => Promise<void>;
  provider: Pick<ProviderHealth, 'current'>;
  log: FastifyBaseLogger;
}

/**
 * Readiness: whether a balancer should send this instance traffic. `unavailable` (the database
 * does not answer) and `draining` (SIGTERM: running answers finish while the balancer moves
 * on) take it out; `degraded` (Redis, media storage or the AI provider failing) keeps it in,
 * since most of the product still works and every instance shares those. The database is
 * asked on every check (one round trip); the media probe is kept briefly; Redis's state is
 * the client's own (a lost connection is noticed at once).
 */
export class HealthService {
  readonly #media: CachedCheck;

  constructor(private readonly sources: THealthSources) {
    this.#media = new CachedCheck(sources.probeMedia, MEDIA_PROBE_TTL_MS, (err) =>
      sources.log.warn({ err }, 'media storage health check failed'),
    );
  }

  async check(log: FastifyBaseLogger): Promise<THealthResponse> {
    const { repos, dialect, lifecycle, redis, provider } = this.sources;
    const [database, media] = await Promise.all([
      repos.health.ping().then(
        () => true,
        (err: unknown) => {
          log.warn({ err }, 'database health check failed');
          return false;
        },
      ),
      this.#media.up(),
    ]);
    const checks: THealthChecks = {
      database: database ? 'up' : 'down',
      redis: redis === null ? 'off' : redis.status === 'ready' ? 'up' : 'down',
      media: media ? 'up' : 'down',
      ai_provider: provider.current(),
    };
    return { status: statusOf(checks, lifecycle.draining), dialect, checks };
  }
}

function statusOf(checks: THealthChecks, draining: boolean): THealthResponse['status'] {
  if (draining) return 'draining';
  if (checks.database === 'down') return 'unavailable';
  const failing =
    checks.redis === 'down' || checks.media === 'down' || checks.ai_provider.outcome === 'failing';
  return failing ? 'degraded' : 'ok';
}
