import { ZTrialBalancesSchema, type TTrialBalances } from '@inkwell/contract';
import type { SettingsRepository } from '../../repositories/settings-repository.js';
import type { TExecutor } from '../../repositories/executor.js';

const TRIAL_BALANCES_KEY = 'trial_balances';

/** The balances every new account starts with; seeded by migration 0003, set by an admin. */
export class TrialBalances {
  constructor(private readonly settings: SettingsRepository) {}

  async get(trx?: TExecutor): Promise<TTrialBalances> {
    const stored = await this.settings.get(TRIAL_BALANCES_KEY, trx);
    const parsed = ZTrialBalancesSchema.safeParse(stored ? JSON.parse(stored) : undefined);
    if (!parsed.success) throw new Error('The trial_balances setting is missing or invalid.');
    return parsed.data;
  }

  async set(balances: TTrialBalances): Promise<TTrialBalances> {
    await this.settings.set(TRIAL_BALANCES_KEY, JSON.stringify(balances));
    return balances;
  }
}
