import type { THealthResponse } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TDialect } from '../../db/create-database.js';
import type { TRepositories } from '../../repositories/index.js';

/** Liveness and database reachability, for load balancers and the e2e harness. */
export class HealthService {
  constructor(
    private readonly repos: TRepositories,
    private readonly dialect: TDialect,
  ) {}

  async check(log: FastifyBaseLogger): Promise<THealthResponse> {
    const up = await this.repos.health.ping().then(
      () => true,
      (err: unknown) => {
        log.warn({ err }, 'database health check failed');
        return false;
      },
    );
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', dialect: this.dialect };
  }
}
