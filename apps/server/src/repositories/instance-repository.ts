import type { TExecutor } from './executor.js';

/** instances: every running server process and the lease it renews (services/cluster/instance-leases.ts). */
export class InstanceRepository {
  constructor(private readonly db: TExecutor) {}

  /** Inserts the instance's row, or moves its lease on (a row swept away meanwhile comes back). */
  async renew(
    instance: { id: string; started_at: string; lease_until: string },
    trx: TExecutor = this.db,
  ): Promise<void> {
    await trx
      .insertInto('instances')
      .values(instance)
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ lease_until: instance.lease_until }))
      .execute();
  }

  async remove(id: string, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('instances').where('id', '=', id).execute();
  }

  /** Forgets instances whose lease ran out before `now` (what they left was swept first). */
  async removeExpired(now: string, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('instances').where('lease_until', '<=', now).execute();
  }
}
