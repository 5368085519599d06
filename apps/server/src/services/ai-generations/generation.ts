import { randomUUID } from 'node:crypto';

/** How an answer ended, as its listeners are told (`done` carries the tool's own answer). */
export type TGenerationEnd = { event: 'done'; data: object } | { event: 'error'; data: { detail: string } };

export interface TGenerationListener {
  delta(text: string): void;
  end(outcome: TGenerationEnd): void;
}

/** A generation's key in the registry: what may have one answer running at a time. */
export type TGenerationKey = `chat:${number}` | `code:${number}` | `template:${number}`;

/**
 * An answer being generated. It belongs to the server, not to a socket: listeners come and go
 * (a browser leaves, a reloaded page re-attaches) while the generation runs to its end.
 * It exists from the moment its key is claimed, so a Stop or a delete can reach it before the
 * provider has sent a byte; whoever started it ends it once, on every path (`Generations.finish`).
 */
export class Generation {
  /** This answer among the key's successive ones (the shared stream's name). */
  readonly id = randomUUID();
  text = '';
  readonly controller = new AbortController();
  /** Every delta, for the stream other instances follow (not a follower: not counted, no end). */
  tap: ((text: string) => void) | undefined;
  readonly #listeners = new Set<TGenerationListener>();
  #outcome: TGenerationEnd | undefined;
  #resolveEnded!: (outcome: TGenerationEnd) => void;
  /** Resolves with the outcome once the answer is saved and paid for (or undone), however it ended. */
  readonly ended = new Promise<TGenerationEnd>((resolve) => (this.#resolveEnded = resolve));

  constructor(
    readonly key: TGenerationKey,
    readonly userId: number,
  ) {}

  /** Whether the user's Stop (or the server closing) asked it to end. */
  get stopped(): boolean {
    return this.controller.signal.aborted;
  }

  get finished(): boolean {
    return this.#outcome !== undefined;
  }

  /** How many listeners follow it now. */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  /**
   * Adds a listener; it is first given the text so far. Checking the end and subscribing are
   * one step: a listener that comes after the end is given it at once. Returns its removal.
   */
  attach(listener: TGenerationListener): () => void {
    if (this.text !== '') listener.delta(this.text);
    if (this.#outcome) {
      listener.end(this.#outcome);
      return () => undefined;
    }
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  push(text: string): void {
    this.text += text;
    this.tap?.(text);
    for (const listener of this.#listeners) listener.delta(text);
  }

  /** Ends it once: later calls change nothing. Called through `Generations.finish`. */
  finish(outcome: TGenerationEnd): void {
    if (this.#outcome) return;
    this.#outcome = outcome;
    for (const listener of this.#listeners) listener.end(outcome);
    this.#listeners.clear();
    this.#resolveEnded(outcome);
  }
}
