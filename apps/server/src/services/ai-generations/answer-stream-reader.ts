import { setTimeout as sleep } from 'node:timers/promises';
import { ANSWER_STREAM_WORDS } from '@inkwell/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../../lib/http-error.js';
import type { TGenerationEnd, TGenerationListener } from './generation.js';

/** How long one read waits for new entries before the followed streams are checked again. */
const READ_BLOCK_MS = 100;
/** Answers written elsewhere that one instance follows at once (each a few entries a read). */
export const FOLLOWERS_PER_INSTANCE = 1000;

type TEntry = [id: string, fields: string[]];
export interface TFollowTarget {
  stream: string;
  claim: string;
  /** The claim's value while the answer runs. */
  owner: string;
}
interface TFollower {
  listener: TGenerationListener;
  /** The last entry given to it. */
  seen: string;
  /** Entries read while its replay from the first one is under way. */
  buffered: TEntry[] | undefined;
}
interface TFollowed extends TFollowTarget {
  lastId: string;
  advancedAt: number;
  followers: Set<TFollower>;
}

const ownerGone: TGenerationEnd = { event: 'error', data: { detail: ANSWER_STREAM_WORDS.ownerGone } };

/** Whether stream id `a` comes after `b` ("<ms>-<seq>"). */
function after(a: string, b: string): boolean {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am > bm || (am === bm && as > bs);
}

/**
 * Follows answers written on other instances: each follower is first given the stream from
 * its first entry, then what comes, to the end entry. One connection of its own reads every
 * followed stream at once (XREAD BLOCK), only while some are followed. A stream that stops
 * advancing for a lease while its claim is gone (its owner died) ends with an error.
 */
export class AnswerStreamReader {
  readonly #streams = new Map<string, TFollowed>();
  readonly #prefix: string;
  #followers = 0;
  #connection: Redis | undefined;
  #loop: Promise<void> | undefined;
  #closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#prefix = redis.options.keyPrefix ?? '';
  }

  /** Follows the stream from its first entry; returns the follower's removal. Past the bound, 503. */
  follow(target: TFollowTarget, listener: TGenerationListener): () => void {
    if (this.#followers >= FOLLOWERS_PER_INSTANCE)
      throw new HttpError(503, ANSWER_STREAM_WORDS.followersBusy);
    let followed = this.#streams.get(target.stream);
    if (!followed) {
      followed = { ...target, lastId: '0-0', advancedAt: Date.now(), followers: new Set() };
      this.#streams.set(target.stream, followed);
    }
    const follower: TFollower = { listener, seen: '0-0', buffered: [] };
    followed.followers.add(follower);
    this.#followers += 1;
    void this.#replay(followed, follower);
    this.#run();
    return () => this.#remove(followed, follower);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#connection?.disconnect();
    await this.#loop;
  }

  /** The text so far as one delta (the end with it if there is one), then what was read meanwhile. */
  async #replay(followed: TFollowed, follower: TFollower): Promise<void> {
    let entries: TEntry[];
    try {
      entries = (await this.redis.xrange(followed.stream, '-', '+')) as TEntry[];
    } catch (err) {
      this.log.warn({ err }, 'an answer stream could not be read');
      entries = [];
    }
    let text = '';
    let end: TGenerationEnd | undefined;
    for (const [id, fields] of entries) {
      follower.seen = id;
      if (fields[0] === 'd') text += fields[1];
      else end = JSON.parse(fields[1]!) as TGenerationEnd;
    }
    if (text !== '') follower.listener.delta(text);
    const buffered = follower.buffered ?? [];
    follower.buffered = undefined;
    if (end) return this.#end(followed, follower, end);
    this.#give(followed, follower, buffered);
  }

  #give(followed: TFollowed, follower: TFollower, entries: TEntry[]): void {
    if (follower.buffered) return void follower.buffered.push(...entries);
    for (const [id, fields] of entries) {
      if (!after(id, follower.seen)) continue;
      follower.seen = id;
      if (fields[0] === 'd') follower.listener.delta(fields[1]!);
      else return this.#end(followed, follower, JSON.parse(fields[1]!) as TGenerationEnd);
    }
  }

  #end(followed: TFollowed, follower: TFollower, outcome: TGenerationEnd): void {
    this.#remove(followed, follower);
    follower.listener.end(outcome);
  }

  #remove(followed: TFollowed, follower: TFollower): void {
    if (!followed.followers.delete(follower)) return;
    this.#followers -= 1;
    if (followed.followers.size === 0 && this.#streams.get(followed.stream) === followed)
      this.#streams.delete(followed.stream);
  }

  #run(): void {
    this.#loop ??= this.#read().finally(() => {
      this.#loop = undefined;
      if (this.#streams.size > 0 && !this.#closed) this.#run();
    });
  }

  async #read(): Promise<void> {
    if (!this.#connection) {
      this.#connection = this.redis.duplicate();
      this.#connection.on('error', (err: Error) =>
        this.log.debug({ err }, 'Redis stream reader connection error'),
      );
    }
    while (!this.#closed && this.#streams.size > 0) {
      const followed = [...this.#streams.values()];
      try {
        const reply = (await this.#connection.xread(
          'COUNT',
          500,
          'BLOCK',
          READ_BLOCK_MS,
          'STREAMS',
          ...followed.map((stream) => stream.stream),
          ...followed.map((stream) => stream.lastId),
        )) as [string, TEntry[]][] | null;
        for (const [key, entries] of reply ?? []) this.#advance(key.slice(this.#prefix.length), entries);
        await this.#endAbandoned();
      } catch (err) {
        if (this.#closed) return;
        this.log.warn({ err }, 'followed answer streams could not be read');
        await sleep(READ_BLOCK_MS * 5);
      }
    }
  }

  #advance(stream: string, entries: TEntry[]): void {
    const followed = this.#streams.get(stream);
    if (!followed || entries.length === 0) return;
    followed.lastId = entries.at(-1)![0];
    followed.advancedAt = Date.now();
    for (const follower of [...followed.followers]) this.#give(followed, follower, entries);
  }

  /** Streams silent for a lease whose claim is no longer their owner's: the owner is gone. */
  async #endAbandoned(): Promise<void> {
    const now = Date.now();
    for (const followed of [...this.#streams.values()]) {
      if (now - followed.advancedAt < this.leaseMs) continue;
      if ((await this.redis.get(followed.claim)) === followed.owner) {
        followed.advancedAt = now;
        continue;
      }
      // The end may have been written just before the claim went: read it first.
      this.#advance(
        followed.stream,
        (await this.redis.xrange(followed.stream, followed.lastId, '+')) as TEntry[],
      );
      for (const follower of [...followed.followers]) {
        if (follower.buffered) continue;
        this.#end(followed, follower, ownerGone);
      }
    }
  }
}
