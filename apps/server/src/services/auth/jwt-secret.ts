import { createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The HS256 key, imported once (jose re-imports raw secret bytes on every call): JWT_SECRET,
 * or 48 random bytes generated at the first start and kept in DATA_DIR/jwt-secret (mode 0600):
 * one instance on SQLite only, as the environment requires JWT_SECRET with DATABASE_URL. Its
 * fingerprint in the database (jwt-fingerprint.ts) turns away an instance whose key differs.
 */
export async function loadJwtKey(secret: string | undefined, dataDir: string): Promise<KeyObject> {
  if (secret !== undefined) return createSecretKey(Buffer.from(secret, 'utf8'));
  const path = join(dataDir, 'jwt-secret');
  try {
    return createSecretKey(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64url'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(path, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process won the race: use its secret.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return createSecretKey(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64url'));
  }
  return createSecretKey(Buffer.from(generated, 'base64url'));
}

/**
 * A 32-byte key for another purpose (encrypting stored settings…) derived from the same
 * secret with HKDF-SHA256, so there is one secret to keep; the purpose label separates keys.
 */
export function deriveKey(jwtKey: KeyObject, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtKey.export(), 'inkwell', purpose, 32));
}
