import { describe, expect, it } from 'vitest';
import { EXPIRED_BODY } from '../../../src/providers/mail/mailer.js';
import type { TRepositories } from '../../../src/repositories/index.js';
import { ProviderCallStats } from '../../../src/services/admin/provider-call-stats.js';
import { ROLLED_UNTIL_KEY, SpendRollup } from '../../../src/services/admin/spend-rollup.js';
import { createUser, injectWithLogin, mailsTo, post } from '../../helpers/accounts.js';
import { buildTestApp, useTestApp } from '../../helpers/build-app.js';

const HOUR_MS = 3600_000;

/** The periodic jobs several instances share a database for: each runs once, counts once. */
describe('periodic jobs on one database', () => {
  const ctx = useTestApp();

  async function spendHourly() {
    return ctx.app.db
      .selectFrom('spend_hourly')
      .select(['hour', 'capability', 'entries'])
      .orderBy('hour')
      .orderBy('capability')
      .execute();
  }

  async function providerStats() {
    return ctx.app.db
      .selectFrom('ai_provider_stats')
      .select(['hour', 'kind', 'outcome', 'calls', 'b0'])
      .orderBy('kind')
      .orderBy('outcome')
      .execute();
  }

  it('rolls an hour up twice, or on two instances at once, to the same numbers', async () => {
    const user = await injectWithLogin(ctx.app);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
    const spend = (created_at: string) => ({
      user_id: user.id,
      capability: 'ai_image_tokens' as const,
      delta: -1,
      balance_after: 0,
      reason: 'spend' as const,
      order_id: null,
      reference: null,
      created_at,
    });
    await ctx.app.db
      .insertInto('balance_ledger')
      .values([spend(hoursAgo(3)), spend(hoursAgo(3)), spend(hoursAgo(2))])
      .execute();
    const instance = () => new SpendRollup(ctx.app.repositories, ctx.app.clusterLock);
    await ctx.app.adminOverview.get(7); // the app's own roll-up at start has ended
    // Rolled up to four hours ago: the spending above is in the hours to roll.
    const fourHoursAgo = hoursAgo(4).slice(0, 13);
    await ctx.app.repositories.settings.set(ROLLED_UNTIL_KEY, fourHoursAgo);

    await instance().roll();
    const first = await spendHourly();
    expect(first.filter((row) => row.capability === 'ai_image_tokens').map((row) => row.entries)).toEqual([
      2, 1,
    ]);

    // The same hours again, as an instance that had not seen the first roll-up would.
    await ctx.app.repositories.settings.set(ROLLED_UNTIL_KEY, fourHoursAgo);
    await instance().roll();
    expect(await spendHourly()).toEqual(first);
    await ctx.app.repositories.settings.delete(ROLLED_UNTIL_KEY);
    await Promise.all([instance().roll(), instance().roll()]);
    expect(await spendHourly()).toEqual(first);
  });

  it('counts the provider calls of a flush whose write failed once, after the retry, once', async () => {
    let failures = 1;
    const rollups = ctx.app.repositories.rollups;
    // The rows are written, then the write fails (a connection lost before its answer).
    const flaky: TRepositories['rollups'] = Object.assign(Object.create(rollups) as typeof rollups, {
      addProviderStats: async (...args: Parameters<typeof rollups.addProviderStats>) => {
        await rollups.addProviderStats(...args);
        if (failures-- > 0) throw new Error('connection lost');
      },
    });
    const stats = new ProviderCallStats(ctx.app.db, { ...ctx.app.repositories, rollups: flaky });
    stats.record('image', 'ok', 100);
    stats.record('image', 'ok', 100);
    stats.record('image', 'auth', 50);

    await expect(stats.flush()).rejects.toThrow('connection lost');
    stats.record('image', 'ok', 100);
    await stats.flush();
    await stats.flush();
    const rows = await providerStats();
    expect(rows.map((row) => [row.kind, row.outcome, row.calls, row.b0])).toEqual([
      ['image', 'auth', 1, 1],
      ['image', 'ok', 3, 3],
    ]);
  });

  it('adds a batch whose write committed but whose answer was lost once, when it is retried', async () => {
    const { db } = ctx.app;
    let losses = 1;
    const lossy = Object.assign(Object.create(db) as typeof db, {
      transaction: () => {
        const builder = db.transaction();
        return Object.assign(Object.create(builder) as typeof builder, {
          execute: async <T>(work: Parameters<typeof builder.execute<T>>[0]) => {
            const result = await builder.execute(work);
            if (losses-- > 0) throw new Error('answer lost');
            return result;
          },
        });
      },
    });
    const stats = new ProviderCallStats(lossy, ctx.app.repositories);
    stats.record('speech', 'ok', 100);
    await expect(stats.flush()).rejects.toThrow('answer lost');
    await stats.flush();
    const rows = (await providerStats()).filter((row) => row.kind === 'speech');
    expect(rows.map((row) => [row.outcome, row.calls])).toEqual([['ok', 1]]);
  });

  it('skips a job while another instance on the database runs it (PostgreSQL); SQLite runs it', async () => {
    const other = await buildTestApp(ctx.app && ctx.postgresUrl ? { sameDatabaseAs: ctx } : {});
    try {
      const inner = await ctx.app.clusterLock.runOnce('test-job', () =>
        other.app.clusterLock.runOnce('test-job', async () => 'ran'),
      );
      expect(inner).toBe(process.env.TEST_DATABASE_URL ? undefined : 'ran');
      // Another job's lock is its own.
      const elsewhere = await ctx.app.clusterLock.runOnce('test-job', () =>
        other.app.clusterLock.runOnce('another-test-job', async () => 'ran'),
      );
      expect(elsewhere).toBe('ran');
    } finally {
      await other.close();
    }
  });

  it('purges the mail outbox once: skipped while another instance purges (PostgreSQL), then done', async () => {
    const postgres = Boolean(process.env.TEST_DATABASE_URL);
    const other = await buildTestApp(ctx.postgresUrl ? { sameDatabaseAs: ctx } : {});
    try {
      const user = await createUser(ctx.app);
      await post(ctx.app, 'password-reset/', { email: user.email });
      // Both instances' purges at start have ended.
      await Promise.all([ctx.app.mailer.idle(), other.app.mailer.idle()]);
      const later = new Date(Date.now() + 2 * HOUR_MS);
      const during = await other.app.clusterLock.runOnce('mail-purge', () =>
        ctx.app.mailer.purgeExpired(later),
      );
      // PostgreSQL: the other instance holds the purge, so this turn is skipped and the link
      // kept. SQLite: one instance, nothing to wait for.
      expect(during).toBe(postgres ? 0 : 1);
      expect((await mailsTo(ctx.app, user.email))[0]?.text).toEqual(
        postgres ? expect.stringContaining('/reset?token=') : EXPIRED_BODY,
      );
      expect(await ctx.app.mailer.purgeExpired(later)).toBe(postgres ? 1 : 0);
      expect((await mailsTo(ctx.app, user.email))[0]?.text).toBe(EXPIRED_BODY);
    } finally {
      await other.close();
    }
  });
});
