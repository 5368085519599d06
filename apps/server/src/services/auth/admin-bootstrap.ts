import { nowIso } from '../../lib/time.js';
import type { UserRepository } from '../../repositories/user-repository.js';
import { hashPassword } from './passwords.js';

export interface TAdminInput {
  email: string;
  password: string;
  fullName?: string;
  /** Overwrite the password of an existing account (the CLI does; the env bootstrap does not). */
  resetPassword?: boolean;
}

/** Creates a confirmed admin, or promotes and confirms an existing account. Idempotent. */
export async function ensureAdmin(users: UserRepository, input: TAdminInput): Promise<'created' | 'updated'> {
  const email = input.email.trim().toLowerCase();
  const existing = await users.findByEmail(email);
  if (existing) {
    await users.update(existing.id, {
      role: 'admin',
      blocked: false,
      email_confirmed_at: existing.email_confirmed_at ?? nowIso(),
      ...(input.fullName ? { full_name: input.fullName } : {}),
      ...(input.resetPassword ? { password_hash: await hashPassword(input.password) } : {}),
    });
    if (input.resetPassword) await users.bumpTokenVersion(existing.id);
    return 'updated';
  }
  const now = nowIso();
  await users.create({
    full_name: input.fullName ?? 'Administrator',
    email,
    password_hash: await hashPassword(input.password),
    role: 'admin',
    email_confirmed_at: now,
    created_at: now,
    updated_at: now,
  });
  return 'created';
}
