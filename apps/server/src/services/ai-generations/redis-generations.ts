import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  CLAIM_SCRIPT,
  claimKey,
  claimValue,
  parseClaim,
  stopChannel,
  streamKey,
  type TClaim,
} from './answer-keys.js';
import { AnswerStreamReader } from './answer-stream-reader.js';
import { AnswerStreamWriter } from './answer-stream-writer.js';
import type { Generation, TGenerationEnd, TGenerationKey, TGenerationListener } from './generation.js';
import { refusalEnd } from './generation-ends.js';
import { checkFollowCaps, type TGenerationRegistry } from './generation-registry.js';
import { Generations } from './generations.js';

/** Adds to a count kept in a map, dropping it at zero. */
function count<K>(counts: Map<K, number>, key: K, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

export interface TRedisGenerationsOptions {
  /** REDIS_KEY_PREFIX, for the Stop channel (the client prefixes keys only). */
  prefix: string;
  leaseMs: number;
  log: FastifyBaseLogger;
}

/**
 * The running answers of every instance (decision 039): a claim per key in Redis (`SET NX PX`,
 * renewed while the answer runs, deleted by its owner only) makes "generating" and the 409
 * cluster-wide; each answer's deltas go to a Redis Stream that any instance follows from the
 * first word to the end; Stop reaches the owner on its own pub/sub channel. The answers this
 * instance writes are kept in a `Generations`, as on one instance. While Redis is away an
 * instance knows only its own answers: they start, stream and stop locally, unshared.
 */
export class RedisGenerations implements TGenerationRegistry {
  readonly #local = new Generations();
  readonly #instanceId = randomUUID();
  readonly #writers = new Map<Generation, AnswerStreamWriter>();
  /** Keys whose end is being written (the claim still held until it is). */
  readonly #ending = new Map<TGenerationKey, Promise<void>>();
  /** Streams following answers of other instances, per answer and per user. */
  readonly #remoteOn = new Map<TGenerationKey, number>();
  readonly #remoteFor = new Map<number, number>();
  readonly #reader: AnswerStreamReader;

  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly options: TRedisGenerationsOptions,
  ) {
    this.#reader = new AnswerStreamReader(redis, options.leaseMs, options.log);
  }

  /** Connects the Stop channel of this instance. */
  static async open(redis: Redis, options: TRedisGenerationsOptions): Promise<RedisGenerations> {
    const subscriber = redis.duplicate();
    // Lost connections are retried by ioredis (the loss is logged once by the Redis plugin).
    subscriber.on('error', (err: Error) => options.log.debug({ err }, 'Redis Stop-channel connection error'));
    const generations = new RedisGenerations(redis, subscriber, options);
    subscriber.on('message', (_channel: string, message: string) => generations.#stopAsked(message));
    await subscriber.subscribe(stopChannel(options.prefix, generations.#instanceId));
    return generations;
  }

  async start(key: TGenerationKey, userId: number): Promise<Generation | undefined> {
    const generation = await this.#local.start(key, userId);
    if (!generation) return undefined;
    const owner = claimValue({ instanceId: this.#instanceId, id: generation.id, userId });
    // Redis away: the answer runs on this instance alone, as without REDIS_URL.
    if (!this.#shared()) return generation;
    let claimed: unknown;
    try {
      await this.#ending.get(key);
      // No answer of this instance runs on the key (the local start says so): a claim of its
      // own is a leftover of an outage, taken over.
      claimed = await this.redis.eval(
        CLAIM_SCRIPT,
        1,
        claimKey(key),
        owner,
        this.options.leaseMs,
        this.#instanceId,
      );
    } catch (error) {
      if (!this.#shared()) return generation;
      this.#local.finish(generation, refusalEnd(error));
      throw error;
    }
    if (claimed !== 1) {
      this.#local.finish(generation, refusalEnd(undefined));
      return undefined;
    }
    const target = { claim: claimKey(key), stream: streamKey(key, generation.id), owner };
    const writer = new AnswerStreamWriter(this.redis, target, this.options.leaseMs, this.options.log);
    this.#writers.set(generation, writer);
    generation.tap = writer.delta;
    return generation;
  }

  async isRunning(key: TGenerationKey): Promise<boolean> {
    if (this.#local.get(key)) return true;
    if (!this.#shared()) return false;
    await this.#ending.get(key);
    return (await this.redis.exists(claimKey(key))) === 1;
  }

  countFor(userId: number): number {
    return this.#local.countFor(userId);
  }

  get inFlight(): number {
    return this.#local.inFlight;
  }

  async attach(key: TGenerationKey, listener: TGenerationListener): Promise<(() => void) | undefined> {
    const mine = this.#local.get(key);
    if (mine) return this.#attachLocal(mine, listener);
    if (!this.#shared()) return undefined;
    const claim = parseClaim(await this.redis.get(claimKey(key)));
    // An answer started here meanwhile is followed here.
    const started = this.#local.get(key);
    if (started) return this.#attachLocal(started, listener);
    if (!claim) return undefined;
    checkFollowCaps(this.#remoteOn.get(key) ?? 0, this.#following(claim.userId));
    const counted = (by: number) => {
      count(this.#remoteOn, key, by);
      count(this.#remoteFor, claim.userId, by);
    };
    let counting = true;
    const uncount = () => {
      if (counting) counted(-1);
      counting = false;
    };
    const remove = this.#reader.follow(this.#target(key, claim), {
      delta: (text) => listener.delta(text),
      end: (outcome) => {
        uncount();
        listener.end(outcome);
      },
    });
    counted(1);
    return () => {
      uncount();
      remove();
    };
  }

  async stop(key: TGenerationKey): Promise<TGenerationEnd | undefined> {
    if (this.#local.get(key)) {
      const end = await this.#local.stop(key);
      await this.#ending.get(key);
      return end;
    }
    if (!this.#shared()) return undefined;
    await this.#ending.get(key);
    const claim = parseClaim(await this.redis.get(claimKey(key)));
    if (!claim) return undefined;
    const ended = new Promise<TGenerationEnd>((resolve) =>
      this.#reader.follow(this.#target(key, claim), { delta: () => undefined, end: resolve }),
    );
    await this.redis.publish(
      stopChannel(this.options.prefix, claim.instanceId),
      JSON.stringify({ key, id: claim.id }),
    );
    return ended;
  }

  finish(generation: Generation, outcome: TGenerationEnd): void {
    this.#local.finish(generation, outcome);
    const writer = this.#writers.get(generation);
    if (!writer) return;
    this.#writers.delete(generation);
    generation.tap = undefined;
    const ending = writer
      .end(outcome)
      .catch((err: unknown) => this.options.log.warn({ err }, 'an answer end could not be shared'))
      .finally(() => {
        if (this.#ending.get(generation.key) === ending) this.#ending.delete(generation.key);
      });
    this.#ending.set(generation.key, ending);
  }

  async stopAll(): Promise<void> {
    await this.#local.stopAll();
    await Promise.all(this.#ending.values());
  }

  async close(): Promise<void> {
    await this.#reader.close();
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }

  /** Whether Redis answers: while it is away, only this instance's own answers are known. */
  #shared(): boolean {
    return this.redis.status === 'ready';
  }

  #attachLocal(generation: Generation, listener: TGenerationListener): () => void {
    checkFollowCaps(generation.listenerCount, this.#following(generation.userId));
    return generation.attach(listener);
  }

  #following(userId: number): number {
    return this.#local.followingFor(userId) + (this.#remoteFor.get(userId) ?? 0);
  }

  #target(key: TGenerationKey, claim: TClaim) {
    return { claim: claimKey(key), stream: streamKey(key, claim.id), owner: claimValue(claim) };
  }

  /** A Stop asked on another instance for an answer this one writes. */
  #stopAsked(message: string): void {
    try {
      const { key, id } = JSON.parse(message) as { key: TGenerationKey; id: string };
      const generation = this.#local.get(key);
      if (generation?.id === id) generation.controller.abort();
    } catch (err) {
      this.options.log.warn({ err }, 'an unreadable Stop message was ignored');
    }
  }
}
