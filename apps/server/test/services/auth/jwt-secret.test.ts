import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJwtKey } from '../../../src/services/auth/jwt-secret.js';

describe('loadJwtKey', () => {
  it('generates a 48-byte secret once, mode 0600, and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inkwell-jwt-'));
    try {
      const first = await loadJwtKey(undefined, dir);
      const second = await loadJwtKey(undefined, dir);
      expect(first.symmetricKeySize).toBe(48);
      expect(first.export().equals(second.export())).toBe(true);
      expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when given', async () => {
    const key = await loadJwtKey('x'.repeat(32), '/nonexistent');
    expect(key.export().toString()).toBe('x'.repeat(32));
  });
});
