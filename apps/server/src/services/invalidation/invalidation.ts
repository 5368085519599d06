import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** The one channel every instance listens on; the message names the topic. */
const CHANNEL = 'invalidate';

type TClear = () => unknown;
interface TLog {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/**
 * Tells every instance that something it may hold in memory changed (decision 042). A writer
 * calls `publish(topic)` after its change committed; each cache registers `on(topic, clear)`.
 * The local handlers run at once; with REDIS_URL the topic also goes out over Redis pub/sub
 * and the other instances run theirs within milliseconds. Without Redis there is one
 * instance and the local run is all there is. Every cache keeps its TTL as a safety net for a
 * message lost while Redis was away.
 */
export class Invalidation {
  readonly #handlers = new Map<string, TClear[]>();
  /** Who sent a message: an instance skips its own, which it ran when it published. */
  readonly #id = randomUUID();
  #subscriber: Redis | undefined;

  private constructor(
    private readonly redis: Redis | null,
    private readonly channel: string,
    private readonly log: TLog,
  ) {}

  /** Subscribed before it returns, so no change published after the app is ready is missed. */
  static async connect(redis: Redis | null, keyPrefix: string, log: TLog): Promise<Invalidation> {
    // ioredis applies keyPrefix to keys, not to channels: several deployments share one Redis.
    const invalidation = new Invalidation(redis, `${keyPrefix}${CHANNEL}`, log);
    if (redis) await invalidation.#subscribe(redis);
    return invalidation;
  }

  on(topic: string, clear: TClear): void {
    this.#handlers.set(topic, [...(this.#handlers.get(topic) ?? []), clear]);
  }

  /** After a committed change: clears here at once, and on every other instance. */
  publish(topic: string): void {
    this.#run(topic);
    // Redis away: nothing to send; the others clear everything when they hear Redis again.
    if (this.redis?.status !== 'ready') return;
    this.redis
      .publish(this.channel, JSON.stringify({ topic, from: this.#id }))
      .catch((err: unknown) =>
        this.log.warn({ err, topic }, 'could not tell the other instances; their caches expire on their own'),
      );
  }

  async close(): Promise<void> {
    await this.#subscriber?.quit().catch(() => this.#subscriber?.disconnect());
  }

  async #subscribe(redis: Redis): Promise<void> {
    const subscriber = redis.duplicate();
    this.#subscriber = subscriber;
    // A lost Redis is logged once by its plugin; each reconnection attempt only at debug.
    subscriber.on('error', (err: Error) => this.log.debug({ err }, 'Redis subscriber connection error'));
    subscriber.on('message', (_channel: string, message: string) => {
      const { topic, from } = parseMessage(message);
      if (topic !== undefined && from !== this.#id) this.#run(topic);
    });
    let connected = false;
    // Back after a lost connection: whatever changed meanwhile went unheard, so clear everything.
    subscriber.on('ready', () => {
      if (connected) for (const topic of this.#handlers.keys()) this.#run(topic);
      connected = true;
    });
    await subscriber.subscribe(this.channel);
  }

  /** Synchronously, so a request after publish() finds the cache cleared; a reload runs on. */
  #run(topic: string): void {
    const failed = (err: unknown) => this.log.warn({ err, topic }, 'clearing a cache failed');
    for (const clear of this.#handlers.get(topic) ?? []) {
      try {
        const result = clear();
        if (result instanceof Promise) result.catch(failed);
      } catch (err) {
        failed(err);
      }
    }
  }
}

function parseMessage(message: string): { topic?: string; from?: unknown } {
  try {
    const parsed = JSON.parse(message) as { topic?: unknown; from?: unknown };
    return typeof parsed.topic === 'string' ? { topic: parsed.topic, from: parsed.from } : {};
  } catch {
    return {};
  }
}
