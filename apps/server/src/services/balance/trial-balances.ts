import { ZTrialBalancesSchema, type TTrialBalances } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { SettingsRepository } from '../../repositories/settings-repository.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { AuditLog, TAdminActor } from '../admin/audit-log.js';

const TRIAL_BALANCES_KEY = 'trial_balances';

/** The balances every new account starts with; seeded by migration 0003, set by an admin (audited). */
export class TrialBalances {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: SettingsRepository,
    private readonly audit: AuditLog,
  ) {}

  async get(trx?: TExecutor): Promise<TTrialBalances> {
    const stored = await this.settings.get(TRIAL_BALANCES_KEY, trx);
    const parsed = ZTrialBalancesSchema.safeParse(stored ? JSON.parse(stored) : undefined);
    if (!parsed.success) throw new Error('The trial_balances setting is missing or invalid.');
    return parsed.data;
  }

  async set(balances: TTrialBalances, actor: TAdminActor): Promise<TTrialBalances> {
    const before = await this.get();
    await this.db.transaction().execute(async (trx) => {
      await this.settings.set(TRIAL_BALANCES_KEY, JSON.stringify(balances), trx);
      await this.audit.record(
        actor,
        {
          action: 'settings.trial_balances',
          target_type: 'settings',
          target_id: 'trial_balances',
          before,
          after: balances,
        },
        trx,
      );
    });
    return balances;
  }
}
