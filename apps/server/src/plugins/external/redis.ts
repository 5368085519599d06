import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { definePlugin } from '../../lib/define-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared Redis when REDIS_URL is set (keys under REDIS_KEY_PREFIX, applied by the
     * client), else null: one instance, its state in process. A subscriber needs a connection
     * of its own: `app.redis.duplicate()`, closed by whoever made it.
     */
    redis: Redis | null;
  }
}

/**
 * Redis lost after the start: one error line, and one when it answers again. Meanwhile this
 * instance serves on its own state (limits counted here, answers streamed from here, caches
 * not told of other instances' changes); ioredis reconnects by itself, each attempt logged
 * at debug only.
 */
function reportOutages(redis: Redis, log: FastifyBaseLogger): void {
  let lostAt: number | undefined;
  // Not 'close': a quit on shutdown closes too, but only a lost connection reconnects.
  redis.on('reconnecting', () => {
    if (lostAt !== undefined) return;
    lostAt = Date.now();
    log.error(
      'Redis lost: serving on this instance alone (limits counted here, answers streamed from here, ' +
        "other instances' changes reach its caches by expiry) until it answers again",
    );
  });
  redis.on('ready', () => {
    if (lostAt === undefined) return;
    log.info(
      { seconds: Math.round((Date.now() - lostAt) / 1000) },
      'Redis answers again: shared state resumed',
    );
    lostAt = undefined;
  });
}

/**
 * Connects to REDIS_URL before anything else needs it (a start fails, saying so, when Redis
 * does not answer) and quits on close. ioredis is loaded only when REDIS_URL is set.
 */
export default definePlugin('redis', async (app) => {
  const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
  if (!REDIS_URL) {
    app.decorate('redis', null);
    return;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL, {
    keyPrefix: REDIS_KEY_PREFIX,
    lazyConnect: true,
    // Commands fail after a few tries rather than queueing forever while Redis is away, and a
    // Redis that accepts connections but stops answering fails a command after 5 s.
    maxRetriesPerRequest: 3,
    commandTimeout: 5_000,
  });
  // Each failed (re)connection attempt is an error event, which ioredis prints when unheard;
  // the loss itself is logged once (reportOutages).
  redis.on('error', (err: Error) => app.log.debug({ err }, 'Redis connection error'));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis did not answer (${(error as Error).message})`, { cause: error });
  }
  reportOutages(redis, app.log);
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  app.log.info({ prefix: REDIS_KEY_PREFIX }, 'Redis ready');
});
