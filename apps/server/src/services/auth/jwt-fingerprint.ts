import { createHmac, type KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { BOOT_LOCK, type ClusterLock } from '../../db/cluster-lock.js';
import { SettingsRepository } from '../../repositories/settings-repository.js';

/** app_settings key: the signing key's fingerprint, stamped at the database's first start. */
export const JWT_FINGERPRINT_KEY = 'jwt_secret.fingerprint';

/** HMAC-SHA256 of this label under the key: the same key gives the same value; it reveals nothing of the key. */
const FINGERPRINT_LABEL = 'inkwell jwt-secret fingerprint v1';

const WHAT_IS_LOST =
  'sessions, emailed links and media links signed with the former secret no longer work, and the stored provider and Stripe keys (sealed under it) must be entered again in the admin console';

export interface TJwtKeySource {
  JWT_SECRET?: string | undefined;
  JWT_SECRET_ROTATE?: 'true' | 'false' | undefined;
}

export function fingerprintJwtKey(key: KeyObject): string {
  return createHmac('sha256', key).update(FINGERPRINT_LABEL).digest('base64url');
}

function mismatch(source: TJwtKeySource): Error {
  const consequence =
    'tokens, media links and the provider and Stripe keys stored in it would not work on this instance.';
  if (source.JWT_SECRET === undefined) {
    return new Error(
      'The secret in DATA_DIR/jwt-secret (generated because JWT_SECRET is not set) differs from the one ' +
        `this database was first started with: ${consequence} Start with the DATA_DIR it was first ` +
        'started with, or set JWT_SECRET and start once with JWT_SECRET_ROTATE=true to change it on purpose.',
    );
  }
  return new Error(
    `JWT_SECRET differs from the one this database was first started with: ${consequence} Give every ` +
      'instance the same JWT_SECRET, or, to change it on purpose, stop every instance and start one with ' +
      `JWT_SECRET_ROTATE=true once (${WHAT_IS_LOST}).`,
  );
}

/**
 * Stamps the signing key's fingerprint at the database's first start and, at every later one,
 * refuses a key that differs (decision 040): instances signing with different keys would turn
 * each other's tokens away and could not open the keys sealed in the database. With
 * JWT_SECRET_ROTATE=true the new key's fingerprint replaces the stamp. Once for instances
 * starting together (the boot lock), so the first stamp is one key's.
 */
export async function checkJwtFingerprint(
  key: KeyObject,
  source: TJwtKeySource,
  lock: ClusterLock,
  log: FastifyBaseLogger,
): Promise<void> {
  const fingerprint = fingerprintJwtKey(key);
  const rotate = source.JWT_SECRET_ROTATE === 'true';
  await lock.runAlone(BOOT_LOCK, async (db) => {
    const settings = new SettingsRepository(db);
    const stamped = await settings.get(JWT_FINGERPRINT_KEY);
    if (stamped === fingerprint) {
      if (rotate) log.warn('JWT_SECRET_ROTATE is set but the secret did not change: unset it');
      return;
    }
    if (stamped !== undefined && !rotate) throw mismatch(source);
    await settings.set(JWT_FINGERPRINT_KEY, fingerprint);
    if (stamped !== undefined) {
      log.warn(
        `JWT_SECRET_ROTATE: this database now expects the new JWT_SECRET; ${WHAT_IS_LOST}. ` +
          'Unset JWT_SECRET_ROTATE and give every instance the new JWT_SECRET.',
      );
    }
  });
}
