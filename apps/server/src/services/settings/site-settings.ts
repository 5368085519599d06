import {
  DEFAULT_DATE_SETTINGS,
  DEFAULT_IP_SETTINGS,
  ZDateSettingsSchema,
  type TDateSettings,
  type TDisplaySettings,
  type TIpSettings,
} from '@inkwell/contract';
import { CACHE_KEYS, type ResponseCache } from '../../lib/response-cache.js';
import type { Invalidation } from '../invalidation/invalidation.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { SettingsRepository } from '../../repositories/settings-repository.js';

const KEYS = {
  date: 'date_display',
  recordIps: 'record_ips',
  showIps: 'show_ips',
  retentionDays: 'ip_retention_days',
} as const;

/**
 * The admins' date display and IP settings, in app_settings. The date settings reach every
 * browser through the public, cached `static/settings`.
 */
export class SiteSettings {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly cache: ResponseCache,
    private readonly invalidation: Invalidation,
  ) {}

  async date(trx?: TExecutor): Promise<TDateSettings> {
    const stored = await this.settings.get(KEYS.date, trx);
    if (!stored) return { ...DEFAULT_DATE_SETTINGS };
    const parsed = ZDateSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : { ...DEFAULT_DATE_SETTINGS };
  }

  /** Call dateChanged() once `trx` committed. */
  async saveDate(value: TDateSettings, trx?: TExecutor): Promise<TDateSettings> {
    await this.settings.set(KEYS.date, JSON.stringify(value), trx);
    return value;
  }

  /** After a saved date display committed: every instance's `static/settings` answer is made again. */
  dateChanged(): void {
    this.invalidation.publish(CACHE_KEYS.displaySettings);
  }

  /** The time zone dates are read in on the server (day filters): the setting's, else UTC. */
  async timeZone(): Promise<string> {
    return (await this.date()).time_zone ?? 'UTC';
  }

  display(): Promise<TDisplaySettings> {
    return this.cache.remember(CACHE_KEYS.displaySettings, async () => ({ date: await this.date() }));
  }

  async ip(trx?: TExecutor): Promise<TIpSettings> {
    const [record, show, days] = await Promise.all([
      this.settings.get(KEYS.recordIps, trx),
      this.settings.get(KEYS.showIps, trx),
      this.settings.get(KEYS.retentionDays, trx),
    ]);
    const retention = Number(days);
    return {
      record_ips: record === undefined ? DEFAULT_IP_SETTINGS.record_ips : record === 'true',
      show_ips: show === undefined ? DEFAULT_IP_SETTINGS.show_ips : show === 'true',
      retention_days:
        days !== undefined && Number.isSafeInteger(retention)
          ? retention
          : DEFAULT_IP_SETTINGS.retention_days,
    };
  }

  async saveIp(value: TIpSettings, trx?: TExecutor): Promise<TIpSettings> {
    await this.settings.set(KEYS.recordIps, String(value.record_ips), trx);
    await this.settings.set(KEYS.showIps, String(value.show_ips), trx);
    await this.settings.set(KEYS.retentionDays, String(value.retention_days), trx);
    return value;
  }

  /** The IP to store for a request now: null when recording is off. */
  async ipToRecord(ip: string | null | undefined, trx?: TExecutor): Promise<string | null> {
    return ip && (await this.ip(trx)).record_ips ? ip : null;
  }
}
