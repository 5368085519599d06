import {
  Generation,
  type TGenerationEnd,
  type TGenerationKey,
  type TGenerationListener,
} from './generation.js';
import { checkFollowCaps, type TGenerationRegistry } from './generation-registry.js';

/**
 * The generations running in this process: the registry of one instance, and the owner's side
 * of `RedisGenerations`. Every verb acts synchronously (an `async` method runs up to its first
 * await at once), so two starts racing in this process see each other.
 */
export class Generations implements TGenerationRegistry {
  readonly #running = new Map<TGenerationKey, Generation>();
  /** Each user's running generations, for the per-user counts. */
  readonly #byUser = new Map<number, Set<Generation>>();

  async start(key: TGenerationKey, userId: number): Promise<Generation | undefined> {
    if (this.#running.has(key)) return undefined;
    const generation = new Generation(key, userId);
    this.#running.set(key, generation);
    const mine = this.#byUser.get(userId) ?? new Set<Generation>();
    this.#byUser.set(userId, mine.add(generation));
    return generation;
  }

  /** The key's generation running in this process, if any. */
  get(key: TGenerationKey): Generation | undefined {
    return this.#running.get(key);
  }

  async isRunning(key: TGenerationKey): Promise<boolean> {
    return this.#running.has(key);
  }

  countFor(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  get inFlight(): number {
    return this.#running.size;
  }

  /** How many streams follow the user's generations in this process. */
  followingFor(userId: number): number {
    let following = 0;
    for (const mine of this.#byUser.get(userId) ?? []) following += mine.listenerCount;
    return following;
  }

  async attach(key: TGenerationKey, listener: TGenerationListener): Promise<(() => void) | undefined> {
    const generation = this.#running.get(key);
    if (!generation) return undefined;
    checkFollowCaps(generation.listenerCount, this.followingFor(generation.userId));
    return generation.attach(listener);
  }

  async stop(key: TGenerationKey): Promise<TGenerationEnd | undefined> {
    const generation = this.#running.get(key);
    if (!generation) return undefined;
    generation.controller.abort();
    return generation.ended;
  }

  finish(generation: Generation, outcome: TGenerationEnd): void {
    if (this.#running.get(generation.key) === generation) this.#running.delete(generation.key);
    const mine = this.#byUser.get(generation.userId);
    mine?.delete(generation);
    if (mine?.size === 0) this.#byUser.delete(generation.userId);
    generation.finish(outcome);
  }

  async stopAll(): Promise<void> {
    const running = [...this.#running.values()];
    for (const generation of running) generation.controller.abort();
    await Promise.all(running.map((generation) => generation.ended));
  }

  async close(): Promise<void> {}
}

/** A chat's key: one answer at a time in it. */
export const chatKey = (chatId: number): TGenerationKey => `chat:${chatId}`;
