import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Mailer, type TMailOutbox } from '../../src/providers/mail/mailer.js';

const HOUR_MS = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.parse('2030-01-01T00:00:00.000Z') + hours * HOUR_MS);
const silent = { info() {}, error() {} } as unknown as FastifyBaseLogger;

/** An outbox in memory that counts the queries the purge makes. */
function countingOutbox() {
  const rows: { expires_at: string | null }[] = [];
  const queries: string[] = [];
  const outbox: TMailOutbox = {
    create: async (mail) => rows.push({ expires_at: mail.expires_at ?? null }),
    findDue: async () => [],
    claim: async () => undefined,
    markSent: async () => {},
    markFailed: async () => {},
    abandonExpired: async () => {
      queries.push('abandon');
      return 0;
    },
    findNextAttempt: async () => undefined,
    retryNow: async () => false,
    blankExpired: async (now) => {
      queries.push('blank');
      const due = rows.filter((row) => row.expires_at !== null && row.expires_at <= now);
      for (const row of due) row.expires_at = null;
      return due.length;
    },
    findNextExpiry: async () => {
      queries.push('next');
      return rows.flatMap((row) => (row.expires_at ? [row.expires_at] : [])).sort()[0];
    },
  };
  return { outbox, queries };
}

describe('Mailer.purgeExpired', () => {
  it('reads the outbox once at start, then only when a link it knows of has expired', async () => {
    const { outbox, queries } = countingOutbox();
    const mailer = new Mailer(
      { smtpUrl: undefined, from: 'x <x@ink.test>', retry: { firstMs: 1000, maxMs: 1000 } },
      outbox,
      silent,
    );

    expect(await mailer.purgeExpired(at(0))).toBe(0);
    expect(queries).toEqual(['abandon', 'blank', 'next']);
    await mailer.purgeExpired(at(1));
    expect(queries).toHaveLength(3); // nothing kept: no query

    const mail = { to: 'a@ink.test', subject: 's', text: 't', html: 'h' };
    mailer.send(() => ({ ...mail, expiresAt: at(2).toISOString() }));
    mailer.send(() => ({ ...mail, expiresAt: at(48).toISOString() }));
    mailer.send(() => mail);
    await mailer.idle();
    await mailer.purgeExpired(at(1.5));
    expect(queries).toHaveLength(3); // nothing due yet

    expect(await mailer.purgeExpired(at(3))).toBe(1);
    expect(queries).toEqual(['abandon', 'blank', 'next', 'abandon', 'blank', 'next']);
    await mailer.purgeExpired(at(47));
    expect(queries).toHaveLength(6); // the next one is due at 48 hours
    expect(await mailer.purgeExpired(at(49))).toBe(1);
    expect(queries).toHaveLength(9);
  });
});
