import type { THealthResponse } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TDialect } from '../../db/create-database.js';
import type { TRepositories } from '../../repositories/index.js';
import type { Lifecycle } from '../lifecycle/lifecycle.js';

/**
 * Liveness and database reachability, for load balancers and the e2e harness. A draining
 * instance (SIGTERM) says so from the first moment, so the balancer stops sending it work
 * while its running answers finish.
 */
export class HealthService {
  constructor(
    private readonly repos: TRepositories,
    private readonly dialect: TDialect,
    private readonly lifecycle: Pick<Lifecycle, 'draining'>,
  ) {}

  async check(log: FastifyBaseLogger): Promise<THealthResponse> {
    const up = await this.repos.health.ping().then(
      () => true,
      (err: unknown) => {
        log.warn({ err }, 'database health check failed');
        return false;
      },
    );
    const status = this.lifecycle.draining ? 'draining' : up ? 'ok' : 'degraded';
    return { status, database: up ? 'up' : 'down', dialect: this.dialect };
  }
}
