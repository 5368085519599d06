import type { TEnv } from '../../config/env.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { SettingsRepository } from '../../repositories/settings-repository.js';
import { SealedSetting } from '../settings/sealed-setting.js';
import { AiSettings } from './ai-settings.js';
import { ZStoredAiSettingsSchema } from './stored-ai-settings.js';

export type { AiSettings };

/** AI Providers' settings, the admin's part read once before the first request. */
export async function loadAiSettings(
  config: TEnv,
  box: SecretBox,
  store: SettingsRepository,
  log: { warn(obj: object, msg: string): void },
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
  );
  await admin.reload();
  return new AiSettings(config, admin);
}
