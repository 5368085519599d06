import { throttled } from '../../lib/http-error.js';

/** Wrong current-password guesses a signed-in user may make per window (decision 011-session-revocation). */
export const PASSWORD_GUESS_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * Counts wrong passwords given by a signed-in session (password change, email change,
 * account deletion), per user, so a stolen access token cannot guess the password without
 * end. A fixed window from the first wrong guess; once used up, every check answers 429
 * (the right password too) until it ends. In memory, per instance, like the per-IP limits.
 */
export class PasswordGuesses {
  readonly #wrong = new Map<number, { count: number; resetAt: number }>();

  constructor(private readonly limit = PASSWORD_GUESS_LIMIT) {}

  /** Throws 429 with Retry-After when the user has no guess left. */
  assertAllowed(userId: number, now = Date.now()): void {
    const entry = this.#current(userId, now);
    if (entry && entry.count >= this.limit.max) throw throttled((entry.resetAt - now) / 1000);
  }

  recordWrong(userId: number, now = Date.now()): void {
    const entry = this.#current(userId, now);
    if (entry) entry.count += 1;
    else this.#wrong.set(userId, { count: 1, resetAt: now + this.limit.windowMs });
  }

  #current(userId: number, now: number) {
    const entry = this.#wrong.get(userId);
    if (entry && entry.resetAt <= now) this.#wrong.delete(userId);
    return entry && entry.resetAt > now ? entry : undefined;
  }
}
