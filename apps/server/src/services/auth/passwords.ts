import { hash, verify } from '@node-rs/argon2';

/** Argon2id, t=2, m=19 MiB (DESIGN.md §5; OWASP's minimum). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * The password hash of an account that has none: no password matches it, so the account signs
 * in only by an emailed link until its owner chooses one (a password reset link).
 */
export const NO_PASSWORD = '!none';

/** A real hash of a random password: verified against for unknown emails, so timing matches. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  const usable = passwordHash !== undefined && passwordHash !== NO_PASSWORD;
  const target = usable ? passwordHash : await dummyHash;
  try {
    const ok = await verify(target, password);
    return ok && usable;
  } catch {
    return false;
  }
}
