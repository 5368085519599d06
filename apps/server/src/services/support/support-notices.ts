import { ZSupportSettingsSchema, type TSupportSettings } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, TSupportRequestRow } from '../../db/types.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AuditLog, TAdminActor } from '../admin/audit-log.js';
import type { SupportMail } from './support-mail.js';

const SETTINGS_KEY = 'support_settings';
/** A fresh install tells its admins about every new request. */
const DEFAULT_SETTINGS: TSupportSettings = { notify_admins: true };

/**
 * Who hears about what happens in support: the admins about each new request (users' support requests
 * and both public forms) when the setting is on (an admin's change of it audited in its
 * transaction), the asker about each reply. Never throws into the request that caused it: a
 * mail that cannot be composed is logged.
 */
export class SupportNotices {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly mail: SupportMail,
    private readonly log: FastifyBaseLogger,
    private readonly audit: AuditLog,
  ) {}

  async settings(): Promise<TSupportSettings> {
    const stored = await this.repos.settings.get(SETTINGS_KEY);
    const parsed = ZSupportSettingsSchema.safeParse(stored ? JSON.parse(stored) : undefined);
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  }

  async setSettings(settings: TSupportSettings, actor: TAdminActor): Promise<TSupportSettings> {
    await this.db.transaction().execute(async (trx) => {
      await this.repos.settings.set(SETTINGS_KEY, JSON.stringify(settings), trx);
      await this.audit.record(
        actor,
        { action: 'support.settings', target_type: 'settings', target_id: 'support', after: settings },
        trx,
      );
    });
    return settings;
  }

  opened(request: TSupportRequestRow, message: string): void {
    void (async () => {
      if (!(await this.settings()).notify_admins) return;
      this.mail.opened(request, message, await this.repos.users.findAdminEmails());
    })().catch((error: unknown) =>
      this.log.error({ err: error }, 'admins could not be told of a support request'),
    );
  }

  replied(request: TSupportRequestRow, reply: string): void {
    this.mail.replied(request, reply);
  }
}
