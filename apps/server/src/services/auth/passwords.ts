import { hash, verify } from '@node-rs/argon2';
import { cpuWork } from '../../lib/cpu-work.js';
import type { TJobOptions } from '../../lib/work-queue.js';

/** Argon2id, t=2, m=19 MiB (OWASP's minimum). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing runs on the thread pool, one core per hash, in its turn with the other
 * CPU-heavy work (lib/cpu-work.ts): a burst of sign-ins (or someone trying passwords from many
 * addresses) leaves the event loop its core. Someone waits at the form, so a hash goes ahead of
 * images (whose answer takes the provider's seconds anyway); refused, a sign-in is told so.
 */
export const SIGN_IN_WORK: TJobOptions = {
  busyDetail: 'Too many sign-ins at once. Please try again in a moment.',
  urgent: true,
};
const hashing = <T>(job: () => Promise<T>) => cpuWork.run(job, SIGN_IN_WORK);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

/**
 * The password hash of an account that has none: no password matches it, so the account signs
 * in only by an emailed link until its owner chooses one (a password reset link).
 */
export const NO_PASSWORD = '!none';

/** A real hash of a random password: verified against for unknown emails, so timing matches. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  // Refused while hashing is busy, the dummy is made again by a later sign-in.
  dummyHash ??= hashPassword(`dummy-${Math.random()}`).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  const usable = passwordHash !== undefined && passwordHash !== NO_PASSWORD;
  const target = usable ? passwordHash : await dummyHash;
  // A malformed stored hash matches nothing; a refusal to queue (503) is not a wrong password.
  const ok = await hashing(() => verify(target, password).catch(() => false));
  return ok && usable;
}
