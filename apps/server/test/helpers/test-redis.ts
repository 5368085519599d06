/** The machine's Redis (every machine and CI start one at 127.0.0.1:6379); TEST_REDIS_URL for another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
