import type { Kysely } from 'kysely';
import type { TEnv } from '../../config/env.js';
import type { Database } from '../../db/types.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { SettingsRepository } from '../../repositories/settings-repository.js';
import type { AuditLog } from '../admin/audit-log.js';
import type { Invalidation } from '../invalidation/invalidation.js';
import { SealedSetting } from '../settings/sealed-setting.js';
import { AiSettings } from './ai-settings.js';
import { ZStoredAiSettingsSchema } from './stored-ai-settings.js';

export type { AiSettings };

/** AI Providers' settings, the admin's part read before the first request and on every change. */
export async function loadAiSettings(
  config: TEnv,
  db: Kysely<Database>,
  box: SecretBox,
  store: SettingsRepository,
  log: { warn(obj: object, msg: string): void },
  invalidation: Invalidation,
  audit: AuditLog,
): Promise<AiSettings> {
  const admin = new SealedSetting(
    store,
    box,
    {
      key: 'ai_providers',
      what: 'the stored AI provider settings',
      parse: (value) => ZStoredAiSettingsSchema.parse(value),
    },
    log,
    invalidation,
  );
  await admin.reload();
  return new AiSettings(db, config, admin, audit);
}
