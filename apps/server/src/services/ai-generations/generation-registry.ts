import { ANSWER_STREAM_WORDS, ANSWER_STREAMS_PER_ANSWER, ANSWER_STREAMS_PER_USER } from '@inkwell/contract';
import { HttpError } from '../../lib/http-error.js';
import type { Generation, TGenerationEnd, TGenerationKey, TGenerationListener } from './generation.js';

/**
 * The running answers, at most one per key (a chat; a user's AI Code or Templates run): a
 * second start is refused. One interface, two implementations chosen in plugins/app/ai-tools.ts:
 * `Generations` (this process alone) and `RedisGenerations` (with REDIS_URL: the claim, the
 * deltas and Stop shared by every instance, the owner's side kept in a `Generations`).
 */
export interface TGenerationRegistry {
  /**
   * Claims the key for a new generation; undefined when one runs already (anywhere). From here
   * the generation can be stopped, followed and waited for, and its starter must `finish` it
   * on every path.
   */
  start(key: TGenerationKey, userId: number): Promise<Generation | undefined>;
  isRunning(key: TGenerationKey): Promise<boolean>;
  /** How many generations the user has running (or starting) in this process. */
  countFor(userId: number): number;
  /** How many generations run (or start) in this process: the answers in flight. */
  readonly inFlight: number;
  /**
   * Follows the key's generation: the text so far, then the rest and the end (checked and
   * subscribed in one step); undefined when none runs. Past the streams allowed on one answer
   * or on its owner's answers, a 429. Returns the listener's removal.
   */
  attach(key: TGenerationKey, listener: TGenerationListener): Promise<(() => void) | undefined>;
  /**
   * Asks the key's generation to stop and resolves with its end, once it is saved or undone;
   * undefined when none runs. The wait is bounded by the generation's own end.
   */
  stop(key: TGenerationKey): Promise<TGenerationEnd | undefined>;
  /** Ends the generation: it leaves the registry and its listeners get the outcome. */
  finish(generation: Generation, outcome: TGenerationEnd): void;
  /** Stops every answer this process runs and waits until each has ended (the server is closing). */
  stopAll(): Promise<void>;
  /** Lets go of what the registry holds open (connections); after `stopAll`. */
  close(): Promise<void>;
}

/** The re-attach caps: streams on one answer, and on one user's answers together. */
export function checkFollowCaps(onAnswer: number, ofUser: number): void {
  if (onAnswer >= ANSWER_STREAMS_PER_ANSWER) throw new HttpError(429, ANSWER_STREAM_WORDS.tooManyOnAnswer);
  if (ofUser >= ANSWER_STREAMS_PER_USER) throw new HttpError(429, ANSWER_STREAM_WORDS.tooManyForUser);
}
