import type { TEnv } from '../../config/env.js';
import { SecretBox } from '../../lib/secret-box.js';
import type { SettingsRepository } from '../../repositories/settings-repository.js';
import type { TStripeSettingsRequest, TStripeSettingsResponse } from '@inkwell/contract';
import { deriveKey, loadJwtKey } from '../auth/jwt-secret.js';

export interface TStripeKeys {
  secretKey: string;
  webhookSecret: string;
}

const SETTING_KEY = 'stripe_gateway';
/** The HKDF purpose label of the key that encrypts secrets in app_settings. */
const SETTINGS_KEY_PURPOSE = 'inkwell app_settings encryption v1';
/** Another instance may have changed the admin's keys: read them again after this long. */
const RELOAD_AFTER_MS = 60_000;
export const STRIPE_WEBHOOK_PATH = '/api/v1/payments/webhooks/stripe';

/** `sk_test_…a1b2`: enough to recognise a key, never enough to use it. */
export function secretKeyHint(key: string): string {
  const prefix = /^(sk|rk)_(test_|live_)?/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}

/**
 * Stripe's keys: STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET from the environment, else the
 * admin's, kept AES-256-GCM-encrypted in app_settings. Held in memory so the gateway can
 * answer isAvailable() at once; `onChange` runs whenever the keys in force may have changed.
 */
export class StripeSettings {
  #admin: TStripeKeys | undefined;
  #loadedAt = 0;
  /** Bumped by save and clear, so a reload that started before them cannot undo them. */
  #writes = 0;

  constructor(
    private readonly env: TStripeKeys | undefined,
    private readonly store: SettingsRepository,
    private readonly box: SecretBox,
    private readonly onChange: () => void,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** The keys in force, or undefined when Stripe is not configured. */
  current(): TStripeKeys | undefined {
    if (this.env) return this.env;
    if (Date.now() - this.#loadedAt > RELOAD_AFTER_MS) {
      this.#loadedAt = Date.now();
      this.reload().catch((err: unknown) => this.log.warn({ err }, 'could not reload the Stripe settings'));
    }
    return this.#admin;
  }

  /** Reads the admin's keys; a value that no longer decrypts (JWT secret changed) counts as unset. */
  async reload(): Promise<void> {
    const writes = this.#writes;
    const sealed = await this.store.get(SETTING_KEY);
    let keys: TStripeKeys | undefined;
    try {
      keys =
        sealed === undefined ? undefined : (JSON.parse(this.box.open(sealed, SETTING_KEY)) as TStripeKeys);
    } catch (err) {
      this.log.warn(
        { err },
        'the stored Stripe keys cannot be decrypted (was JWT_SECRET changed?); enter them again',
      );
    }
    this.#loadedAt = Date.now();
    if (writes !== this.#writes) return;
    if (keys?.secretKey !== this.#admin?.secretKey || keys?.webhookSecret !== this.#admin?.webhookSecret) {
      this.#admin = keys;
      this.onChange();
    }
  }

  async save(request: TStripeSettingsRequest): Promise<void> {
    const keys: TStripeKeys = { secretKey: request.secret_key, webhookSecret: request.webhook_secret };
    await this.store.set(SETTING_KEY, this.box.seal(JSON.stringify(keys), SETTING_KEY));
    this.#writes += 1;
    this.#admin = keys;
    this.onChange();
  }

  async clear(): Promise<void> {
    await this.store.delete(SETTING_KEY);
    this.#writes += 1;
    this.#admin = undefined;
    this.onChange();
  }

  describe(publicUrl: string): TStripeSettingsResponse {
    const keys = this.current();
    return {
      configured: keys !== undefined,
      source: this.env ? 'environment' : keys ? 'admin' : null,
      secret_key_hint: keys ? secretKeyHint(keys.secretKey) : null,
      webhook_secret_set: keys !== undefined,
      webhook_url: `${publicUrl}${STRIPE_WEBHOOK_PATH}`,
    };
  }
}

/** The settings of this configuration, the admin's keys read once before the first request. */
export async function loadStripeSettings(
  config: TEnv,
  store: SettingsRepository,
  log: { warn(obj: object, msg: string): void },
  onChange: () => void,
): Promise<StripeSettings> {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  const env = secretKey && webhookSecret ? { secretKey, webhookSecret } : undefined;
  const key = deriveKey(await loadJwtKey(config.JWT_SECRET, config.DATA_DIR), SETTINGS_KEY_PURPOSE);
  const settings = new StripeSettings(env, store, new SecretBox(key), onChange, log);
  await settings.reload();
  return settings;
}
