import { ZSupportSettingsSchema, type TSupportSettings } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TSupportRequestRow } from '../../db/types.js';
import type { TRepositories } from '../../repositories/index.js';
import type { SupportMail } from './support-mail.js';

const SETTINGS_KEY = 'support_settings';
/** A fresh install tells its admins about every new request. */
const DEFAULT_SETTINGS: TSupportSettings = { notify_admins: true };

/**
 * Who hears about what happens in support: the admins about each new request (users' tickets
 * and both public forms) when the setting is on, the asker about each reply. Never throws into
 * the request that caused it: a mail that cannot be composed is logged.
 */
export class SupportNotices {
  constructor(
    private readonly repos: TRepositories,
    private readonly mail: SupportMail,
    private readonly log: FastifyBaseLogger,
  ) {}

  async settings(): Promise<TSupportSettings> {
    const stored = await this.repos.settings.get(SETTINGS_KEY);
    const parsed = ZSupportSettingsSchema.safeParse(stored ? JSON.parse(stored) : undefined);
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  }

  async setSettings(settings: TSupportSettings): Promise<TSupportSettings> {
    await this.repos.settings.set(SETTINGS_KEY, JSON.stringify(settings));
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
