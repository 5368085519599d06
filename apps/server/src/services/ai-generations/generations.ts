/** How an answer ended, as its listeners are told (`done` carries the tool's own answer). */
export type TGenerationEnd = { event: 'done'; data: object } | { event: 'error'; data: { detail: string } };

export interface TGenerationListener {
  delta(text: string): void;
  end(outcome: TGenerationEnd): void;
}

/**
 * An answer being generated. It belongs to the server, not to a socket: listeners come and go
 * (a browser leaves, a reloaded page re-attaches) while the generation runs to its end.
 */
export class Generation {
  text = '';
  readonly #listeners = new Set<TGenerationListener>();
  readonly controller = new AbortController();
  #resolveSettled!: () => void;
  /** Resolves once the answer is saved and paid for, however it ended. */
  readonly settled = new Promise<void>((resolve) => (this.#resolveSettled = resolve));

  /** Adds a listener; it is first given the text so far. Returns its removal. */
  attach(listener: TGenerationListener): () => void {
    if (this.text !== '') listener.delta(this.text);
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  push(text: string): void {
    this.text += text;
    for (const listener of this.#listeners) listener.delta(text);
  }

  finish(outcome: TGenerationEnd): void {
    for (const listener of this.#listeners) listener.end(outcome);
    this.#listeners.clear();
    this.#resolveSettled();
  }
}

/** A generation's key in the registry: what may have one answer running at a time. */
export type TGenerationKey = `chat:${number}` | `code:${number}` | `template:${number}`;

/**
 * The generations running in this process, at most one per key (a chat; a user's AI Code or
 * Templates run): a second is a 409.
 * A claim is taken synchronously, before any await, so two sends racing see each other.
 * One instance per database (DESIGN.md §7); several would need this registry in Redis.
 */
export class Generations {
  readonly #running = new Map<TGenerationKey, Generation | 'claimed'>();
  /** The keys each user has a generation running (or starting) under. */
  readonly #byUser = new Map<number, Set<TGenerationKey>>();
  readonly #owners = new Map<TGenerationKey, number>();

  claim(key: TGenerationKey, userId: number): boolean {
    if (this.#running.has(key)) return false;
    this.#running.set(key, 'claimed');
    this.#owners.set(key, userId);
    const keys = this.#byUser.get(userId) ?? new Set<TGenerationKey>();
    this.#byUser.set(userId, keys.add(key));
    return true;
  }

  unclaim(key: TGenerationKey): void {
    this.#running.delete(key);
    const userId = this.#owners.get(key);
    this.#owners.delete(key);
    const keys = userId === undefined ? undefined : this.#byUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#byUser.delete(userId!);
  }

  /** How many generations the user has running or starting in this process. */
  countFor(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  start(key: TGenerationKey): Generation {
    const generation = new Generation();
    this.#running.set(key, generation);
    return generation;
  }

  find(key: TGenerationKey): Generation | undefined {
    const running = this.#running.get(key);
    return running === 'claimed' ? undefined : running;
  }

  isRunning(key: TGenerationKey): boolean {
    return this.#running.has(key);
  }

  /** Stops every running answer and waits until each is saved (the server is closing). */
  async stopAll(): Promise<void> {
    const running = [...this.#running.values()].filter((entry) => entry !== 'claimed');
    for (const generation of running) generation.controller.abort();
    await Promise.all(running.map((generation) => generation.settled));
  }
}

/** A chat's key: one answer at a time in it. */
export const chatKey = (chatId: number): TGenerationKey => `chat:${chatId}`;
