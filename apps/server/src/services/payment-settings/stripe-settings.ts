import type { TEnv } from '../../config/env.js';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { SettingsRepository } from '../../repositories/settings-repository.js';
import type { TStripeSettingsRequest, TStripeSettingsResponse } from '@inkwell/contract';
import type { AuditLog, TAdminActor, TAuditEvent } from '../admin/audit-log.js';
import type { Invalidation } from '../invalidation/invalidation.js';
import { SealedSetting } from '../settings/sealed-setting.js';

export interface TStripeKeys {
  secretKey: string;
  webhookSecret: string;
}

const SETTING_KEY = 'stripe_gateway';
export const STRIPE_WEBHOOK_PATH = '/api/v1/payments/webhooks/stripe';

/** `sk_test_…a1b2`: enough to recognise a key, never enough to use it. */
export function secretKeyHint(key: string): string {
  const prefix = /^(sk|rk)_(test_|live_)?/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}

const ZStoredKeysSchema = z.object({ secretKey: z.string().min(1), webhookSecret: z.string().min(1) });

/** The admin's keys changed, as audited: never the keys themselves. */
const stripeChange = (keys: 'set' | 'cleared'): TAuditEvent => ({
  action: 'settings.stripe',
  target_type: 'settings',
  target_id: 'stripe',
  after: { keys },
});

/**
 * Stripe's keys: STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET from the environment, else the
 * admin's, sealed in app_settings and audited in the same transaction. Held in memory so the
 * gateway can answer isAvailable() at once; `onChange` runs whenever the keys in force may have
 * changed.
 */
export class StripeSettings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly env: TStripeKeys | undefined,
    private readonly admin: SealedSetting<TStripeKeys>,
    private readonly audit: AuditLog,
  ) {}

  /** The keys in force, or undefined when Stripe is not configured. */
  current(): TStripeKeys | undefined {
    return this.env ?? this.admin.current();
  }

  /** Reads the admin's keys; a value that no longer decrypts (JWT secret changed) counts as unset. */
  reload(): Promise<void> {
    return this.admin.reload();
  }

  async save(request: TStripeSettingsRequest, actor: TAdminActor): Promise<void> {
    const keys = { secretKey: request.secret_key, webhookSecret: request.webhook_secret };
    await this.db.transaction().execute(async (trx) => {
      await this.admin.save(keys, trx);
      await this.audit.record(actor, stripeChange('set'), trx);
    });
    this.admin.saved(keys);
  }

  async clear(actor: TAdminActor): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.admin.clear(trx);
      await this.audit.record(actor, stripeChange('cleared'), trx);
    });
    this.admin.saved(undefined);
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

/** The settings of this configuration, the admin's keys read before the first request and on every change. */
export async function loadStripeSettings(
  config: TEnv,
  db: Kysely<Database>,
  box: SecretBox,
  store: SettingsRepository,
  log: { warn(obj: object, msg: string): void },
  invalidation: Invalidation,
  audit: AuditLog,
  onChange: () => void,
): Promise<StripeSettings> {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  const env = secretKey && webhookSecret ? { secretKey, webhookSecret } : undefined;
  const admin = new SealedSetting<TStripeKeys>(
    store,
    box,
    {
      key: SETTING_KEY,
      what: 'the stored Stripe keys',
      parse: (value) => ZStoredKeysSchema.parse(value),
      onChange,
    },
    log,
    invalidation,
  );
  await admin.reload();
  return new StripeSettings(db, env, admin, audit);
}
