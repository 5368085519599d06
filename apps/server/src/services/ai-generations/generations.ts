import { ANSWER_STREAM_WORDS, ANSWER_STREAMS_PER_ANSWER, ANSWER_STREAMS_PER_USER } from '@inkwell/contract';
import { HttpError } from '../../lib/http-error.js';
import {
  Generation,
  type TGenerationEnd,
  type TGenerationKey,
  type TGenerationListener,
} from './generation.js';

/**
 * The generations running in this process, at most one per key (a chat; a user's AI Code or
 * Templates run): a second is a 409. Its four verbs are what a registry shared by several
 * instances would offer too: `start` (claim), `attach` (follow), `stop`, `finish`.
 * One instance per database (DESIGN.md §7); several would need this registry in Redis.
 */
export class Generations {
  readonly #running = new Map<TGenerationKey, Generation>();
  /** Each user's running generations, for the per-user counts. */
  readonly #byUser = new Map<number, Set<Generation>>();

  /**
   * Claims the key for a new generation, synchronously (before any await, so two starts
   * racing see each other); undefined when one runs already. From here the generation can be
   * stopped, followed and waited for, and its starter must `finish` it on every path.
   */
  start(key: TGenerationKey, userId: number): Generation | undefined {
    if (this.#running.has(key)) return undefined;
    const generation = new Generation(key, userId);
    this.#running.set(key, generation);
    const mine = this.#byUser.get(userId) ?? new Set<Generation>();
    this.#byUser.set(userId, mine.add(generation));
    return generation;
  }

  isRunning(key: TGenerationKey): boolean {
    return this.#running.has(key);
  }

  /** How many generations the user has running (or starting) in this process. */
  countFor(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /**
   * Re-attaches a listener to the key's generation, checks and subscription in one
   * synchronous step; undefined when none runs. Past the streams allowed on one answer or on
   * the owner's answers together, a 429. Returns the listener's removal.
   */
  attach(key: TGenerationKey, listener: TGenerationListener): (() => void) | undefined {
    const generation = this.#running.get(key);
    if (!generation) return undefined;
    if (generation.listenerCount >= ANSWER_STREAMS_PER_ANSWER)
      throw new HttpError(429, ANSWER_STREAM_WORDS.tooManyOnAnswer);
    let following = 0;
    for (const mine of this.#byUser.get(generation.userId) ?? []) following += mine.listenerCount;
    if (following >= ANSWER_STREAMS_PER_USER) throw new HttpError(429, ANSWER_STREAM_WORDS.tooManyForUser);
    return generation.attach(listener);
  }

  /**
   * Asks the key's generation to stop and resolves with its end, once it is saved or undone;
   * undefined when none runs. The wait is bounded by the generation's own end, which every
   * path of its starter reaches.
   */
  async stop(key: TGenerationKey): Promise<TGenerationEnd | undefined> {
    const generation = this.#running.get(key);
    if (!generation) return undefined;
    generation.controller.abort();
    return generation.ended;
  }

  /** Ends the generation: it leaves the registry and its listeners get the outcome, in one step. */
  finish(generation: Generation, outcome: TGenerationEnd): void {
    if (this.#running.get(generation.key) === generation) this.#running.delete(generation.key);
    const mine = this.#byUser.get(generation.userId);
    mine?.delete(generation);
    if (mine?.size === 0) this.#byUser.delete(generation.userId);
    generation.finish(outcome);
  }

  /** Stops every running answer and waits until each has ended (the server is closing). */
  async stopAll(): Promise<void> {
    const running = [...this.#running.values()];
    for (const generation of running) generation.controller.abort();
    await Promise.all(running.map((generation) => generation.ended));
  }
}

/** A chat's key: one answer at a time in it. */
export const chatKey = (chatId: number): TGenerationKey => `chat:${chatId}`;
