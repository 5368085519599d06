import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import { hashPassword } from './passwords.js';

export interface TAdminInput {
  email: string;
  password: string;
  fullName?: string;
  /** Replace the password of an account that already is a confirmed admin (the CLI does; the env bootstrap does not). */
  replacePassword?: boolean;
}

/**
 * What happened to the account: `taken_over` when it existed but was not a confirmed, unblocked
 * admin (whoever registered the address lost it: the start log warns).
 */
export type TAdminOutcome = 'created' | 'unchanged' | 'password_replaced' | 'taken_over';

/**
 * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD or the create-admin CLI (decision 036).
 * Registering an address proves nothing, so an existing account is never promoted as it is:
 * it becomes the operator's, with the given password, every session and emailed link of it
 * ended and any pending email change dropped. A confirmed admin is left alone unless
 * `replacePassword`. Run again, it changes nothing.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  repos: Pick<TRepositories, 'users' | 'tokens'>,
  input: TAdminInput,
): Promise<TAdminOutcome> {
  const email = input.email.trim().toLowerCase();
  const existing = await repos.users.findByEmail(email);
  const now = nowIso();
  if (!existing) {
    await repos.users.create({
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
  const confirmedAdmin =
    existing.role === 'admin' && !existing.blocked && existing.email_confirmed_at !== null;
  if (confirmedAdmin && !input.replacePassword) return 'unchanged';
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await repos.users.update(
      existing.id,
      {
        role: 'admin',
        blocked: false,
        password_hash: passwordHash,
        email_confirmed_at: existing.email_confirmed_at ?? now,
        pending_email: null,
        ...(input.fullName ? { full_name: input.fullName } : {}),
      },
      trx,
    );
    await repos.users.bumpTokenVersion(existing.id, trx);
    await repos.tokens.voidUnusedOneTime(existing.id, 'all', trx);
  });
  return confirmedAdmin ? 'password_replaced' : 'taken_over';
}
