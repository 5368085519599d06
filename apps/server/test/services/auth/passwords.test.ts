import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuWork } from '../../../src/lib/cpu-work.js';
import { hashPassword, NO_PASSWORD, verifyPassword } from '../../../src/services/auth/passwords.js';

describe('password hashing', () => {
  it('runs at most one hash fewer than there are cores at once, the others waiting their turn', async () => {
    const limit = Math.max(1, availableParallelism() - 1);
    const hashes = ['one', 'two', 'three', 'four'].map((password) => hashPassword(password));
    expect(cpuWork.running).toBe(limit);
    expect(cpuWork.waiting).toBe(4 - limit);
    const done = await Promise.all(hashes);
    expect(cpuWork.running + cpuWork.waiting).toBe(0);
    expect(await verifyPassword(done[2], 'three')).toBe(true);
    expect(await verifyPassword(done[2], 'two')).toBe(false);
  });

  it('matches nothing for an account without a password, an unknown one or a malformed hash', async () => {
    expect(await verifyPassword(NO_PASSWORD, 'anything')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword('$argon2id$not-a-hash', 'anything')).toBe(false);
  });
});
