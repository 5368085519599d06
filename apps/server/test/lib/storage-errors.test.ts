import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { HttpError } from '../../src/lib/http-error.js';
import {
  STORAGE_DETAIL,
  STORAGE_RETRY_AFTER_SECONDS,
  StorageFault,
  storageFailure,
} from '../../src/lib/storage-errors.js';

const log = pino({ level: 'silent' });
const coded = (code: string) => Object.assign(new Error(code), { code });

describe('storageFailure: what a client is answered for a storage error', () => {
  test('no space anywhere is 507: the disk, a quota, SQLite, PostgreSQL, a full bucket', () => {
    const errors: Error[] = [coded('ENOSPC'), coded('EDQUOT'), coded('SQLITE_FULL'), coded('53100')];
    errors.push(new StorageFault('the S3 store failed', new Error('507'), true));
    errors.push(new StorageFault('writing a media file failed', coded('ENOSPC')));
    for (const error of errors) {
      const answer = storageFailure(error, log);
      expect(answer).toBeInstanceOf(HttpError);
      expect(answer).toMatchObject({ statusCode: 507, message: STORAGE_DETAIL.full, headers: {} });
    }
  });

  test('a media store failing otherwise is 503 with Retry-After, even when its cause is a network error', () => {
    for (const cause of [coded('EIO'), coded('ECONNREFUSED'), new Error('SlowDown')]) {
      expect(storageFailure(new StorageFault('the S3 store failed', cause), log)).toMatchObject({
        statusCode: 503,
        message: STORAGE_DETAIL.unavailable,
        headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) },
      });
    }
  });

  test('anything else is not a storage failure (a database outage is answered elsewhere)', () => {
    for (const error of [new Error('boom'), coded('ECONNREFUSED'), coded('SQLITE_BUSY'), 'text', null])
      expect(storageFailure(error, log)).toBeUndefined();
  });
});
