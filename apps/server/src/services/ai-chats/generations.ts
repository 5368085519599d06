import type { TChatDoneEvent } from '@inkwell/contract';

/** How an answer ended, as its listeners are told. */
export type TGenerationEnd =
  { event: 'done'; data: TChatDoneEvent } | { event: 'error'; data: { detail: string } };

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

/**
 * The generations running in this process, at most one per chat (a second send is a 409).
 * A claim is taken synchronously, before any await, so two sends racing see each other.
 * One instance per database (DESIGN.md §7); several would need this registry in Redis.
 */
export class Generations {
  readonly #running = new Map<number, Generation | 'claimed'>();
  /** The chats each user has an answer running (or starting) in. */
  readonly #byUser = new Map<number, Set<number>>();
  readonly #owners = new Map<number, number>();

  claim(chatId: number, userId: number): boolean {
    if (this.#running.has(chatId)) return false;
    this.#running.set(chatId, 'claimed');
    this.#owners.set(chatId, userId);
    const chats = this.#byUser.get(userId) ?? new Set<number>();
    this.#byUser.set(userId, chats.add(chatId));
    return true;
  }

  unclaim(chatId: number): void {
    this.#running.delete(chatId);
    const userId = this.#owners.get(chatId);
    this.#owners.delete(chatId);
    const chats = userId === undefined ? undefined : this.#byUser.get(userId);
    chats?.delete(chatId);
    if (chats?.size === 0) this.#byUser.delete(userId!);
  }

  /** How many answers the user has running or starting in this process. */
  countFor(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  start(chatId: number): Generation {
    const generation = new Generation();
    this.#running.set(chatId, generation);
    return generation;
  }

  find(chatId: number): Generation | undefined {
    const running = this.#running.get(chatId);
    return running === 'claimed' ? undefined : running;
  }

  isRunning(chatId: number): boolean {
    return this.#running.has(chatId);
  }

  /** Stops every running answer and waits until each is saved (the server is closing). */
  async stopAll(): Promise<void> {
    const running = [...this.#running.values()].filter((entry) => entry !== 'claimed');
    for (const generation of running) generation.controller.abort();
    await Promise.all(running.map((generation) => generation.settled));
  }
}
