import type { TCounterStore } from '../../lib/counter-store.js';
import { throttled } from '../../lib/http-error.js';

/** Wrong current-password guesses a signed-in user may make per window (decision 011-session-revocation). */
export const PASSWORD_GUESS_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * Counts wrong passwords given by a signed-in session (password change, email change,
 * account deletion), per user, so a stolen access token cannot guess the password without
 * end. A fixed window from the first wrong guess; once used up, every check answers 429
 * (the right password too) until it ends. Counted in app.counters, like the per-IP limits:
 * across instances when REDIS_URL is set.
 */
export class PasswordGuesses {
  constructor(
    private readonly counters: TCounterStore,
    private readonly limit = PASSWORD_GUESS_LIMIT,
  ) {}

  /** Throws 429 with Retry-After when the user has no guess left. */
  async assertAllowed(userId: number): Promise<void> {
    const { count, ttlMs } = await this.counters.get(key(userId));
    if (count >= this.limit.max) throw throttled(ttlMs / 1000);
  }

  async recordWrong(userId: number): Promise<void> {
    await this.counters.incr(key(userId), this.limit.windowMs);
  }
}

const key = (userId: number) => `password-guesses:${userId}`;
