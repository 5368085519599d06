import type { FastifyBaseLogger } from 'fastify';

/** Sockets that failed or were refused: the server is away, not the query wrong. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server going away or not yet back: admin_shutdown, crash_shutdown,
 * cannot_connect_now, too_many_connections; class 08 is every connection exception.
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres says these in words only (no code): a connection dropped or never made. */
const POSTGRES_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /not queryable/,
  /^Client was closed and is not queryable/,
];

/** SQLite is busy (another writer held the lock past busy_timeout) or its disk failed to answer. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR)/;

function isUnavailableHere(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08')) return true;
    if (SQLITE_CODES.test(code)) return true;
  }
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return POSTGRES_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether `error` says the database cannot be reached or is busy right now (a retry in a
 * moment can succeed), rather than that a query is wrong. Follows `cause` a few levels.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if (isUnavailableHere(current)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Failures further apart than this are two outages, each logged. */
const QUIET_MS = 30_000;

/**
 * One outage of the database, logged once: an error line at its first failure (later ones are
 * counted, at debug), an info line when a new connection is made again (PostgreSQL) or, for a
 * momentary SQLite lock, a new line only after a quiet spell.
 */
export class DatabaseOutage {
  #since: number | undefined;
  #lastFailure = 0;
  #failures = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  get ongoing(): boolean {
    return this.#since !== undefined;
  }

  failed(error: unknown): void {
    const now = this.now();
    if (this.#since !== undefined && now - this.#lastFailure > QUIET_MS) this.#since = undefined;
    this.#lastFailure = now;
    if (this.#since === undefined) {
      this.#since = now;
      this.#failures = 1;
      this.log.error(
        { err: error },
        'database unavailable: requests that need it get 503 with Retry-After until it answers again',
      );
      return;
    }
    this.#failures += 1;
    this.log.debug({ err: error }, 'database still unavailable');
  }

  /** A connection was made: an outage in progress is over. */
  recovered(): void {
    if (this.#since === undefined) return;
    const seconds = Math.round((this.now() - this.#since) / 1000);
    this.log.info({ failures: this.#failures, seconds }, 'database answers again');
    this.#since = undefined;
    this.#failures = 0;
  }
}
