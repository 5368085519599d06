import type { TDateSettings, TIpSettings } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { SiteSettings } from '../settings/site-settings.js';
import type { AuditLog, TAdminActor } from './audit-log.js';

/** An admin saving the date display or IP settings: the change and its audit row together. */
export class SiteSettingsChanges {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: SiteSettings,
    private readonly audit: AuditLog,
  ) {}

  async saveDate(value: TDateSettings, actor: TAdminActor): Promise<TDateSettings> {
    const before = await this.settings.date();
    await this.db.transaction().execute(async (trx) => {
      await this.settings.saveDate(value, trx);
      await this.audit.record(
        actor,
        { action: 'settings.date', target_type: 'settings', target_id: 'date', before, after: value },
        trx,
      );
    });
    this.settings.dateChanged();
    return value;
  }

  async saveIp(value: TIpSettings, actor: TAdminActor): Promise<TIpSettings> {
    const before = await this.settings.ip();
    await this.db.transaction().execute(async (trx) => {
      await this.settings.saveIp(value, trx);
      await this.audit.record(
        actor,
        { action: 'settings.ip', target_type: 'settings', target_id: 'ip', before, after: value },
        trx,
      );
    });
    return value;
  }
}
