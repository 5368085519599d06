import { sql } from 'kysely';
import type { TExecutor } from './executor.js';

/** The database round trip behind /api/health. */
export class HealthRepository {
  constructor(private readonly db: TExecutor) {}

  async ping(trx: TExecutor = this.db): Promise<void> {
    await sql`select 1`.execute(trx);
  }
}
