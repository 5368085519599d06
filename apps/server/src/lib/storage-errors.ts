import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from './http-error.js';

/** Seconds a client is told to wait after a storage failure (503). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export const STORAGE_DETAIL = {
  full: 'There is no space left to save this. Nothing was charged: please try again later.',
  unavailable: 'Storage is not available right now. Nothing was charged: please try again in a minute.',
};

/** Disk full or over quota (errno), SQLite's own "database or disk is full", PostgreSQL's disk_full. */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

/**
 * A media store's failure to read or write (a disk error, a bucket that answers 5xx or not at
 * all), as the stores throw it; `full` when the store is out of space. The cause is kept for
 * the log.
 */
export class StorageFault extends Error {
  readonly full: boolean;

  constructor(message: string, cause: unknown, full = isNoSpace(cause)) {
    super(message, { cause });
    this.name = 'StorageFault';
    this.full = full;
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether the error says the disk (or the database's disk) has no space left. */
function isNoSpace(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && NO_SPACE_CODES.has(code);
}

/**
 * The answer for a storage failure wherever it surfaces: no space (a media store's, or the
 * database's) is 507, a media store that fails otherwise 503 with Retry-After; undefined for
 * any other error (a database that cannot be reached is the error handler's own 503). Logged
 * for the operator when it maps: the client's answer carries no internals.
 */
export function storageFailure(error: unknown, log: FastifyBaseLogger): HttpError | undefined {
  if (error instanceof StorageFault ? error.full : isNoSpace(error)) {
    log.error({ err: error }, 'storage is full');
    return new HttpError(507, STORAGE_DETAIL.full);
  }
  if (!(error instanceof StorageFault)) return undefined;
  log.error({ err: error }, 'storage failed');
  return new HttpError(503, STORAGE_DETAIL.unavailable, {
    'retry-after': String(STORAGE_RETRY_AFTER_SECONDS),
  });
}
