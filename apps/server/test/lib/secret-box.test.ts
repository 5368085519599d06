import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/lib/secret-box.js';
import { deriveKey, loadJwtKey } from '../../src/services/auth/jwt-secret.js';

describe('SecretBox (AES-256-GCM) with a key derived from the JWT secret', () => {
  const key = async (secret: string, purpose = 'settings') =>
    deriveKey(await loadJwtKey(secret, '/nonexistent'), purpose);

  it('derives a 32-byte key per secret and purpose, the same every time', async () => {
    const a = await key('a'.repeat(32));
    expect(a).toHaveLength(32);
    expect(a.equals(await key('a'.repeat(32)))).toBe(true);
    expect(a.equals(await key('b'.repeat(32)))).toBe(false);
    expect(a.equals(await key('a'.repeat(32), 'another purpose'))).toBe(false);
  });

  it('opens what it sealed; a fresh IV each time; the plaintext never shows', async () => {
    const box = new SecretBox(await key('a'.repeat(32)));
    const first = box.seal('sk_test_secret', 'stripe');
    expect(first).not.toBe(box.seal('sk_test_secret', 'stripe'));
    expect(first).not.toContain('sk_test_secret');
    expect(box.open(first, 'stripe')).toBe('sk_test_secret');
  });

  it('refuses another key, another place (aad), a changed value and garbage', async () => {
    const box = new SecretBox(await key('a'.repeat(32)));
    const sealed = box.seal('sk_test_secret', 'stripe');
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'stripe')).toThrow();
    expect(() => box.open(sealed, 'elsewhere')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('sk_test_secreT').toString('base64url');
    expect(() => box.open(parts.join('.'), 'stripe')).toThrow();
    expect(() => box.open('not sealed', 'stripe')).toThrow('Not a sealed value.');
    expect(() => new SecretBox(randomBytes(16))).toThrow(RangeError);
  });
});
