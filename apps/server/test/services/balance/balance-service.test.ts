import { ZERO_QUANTITIES } from '@inkwell/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BalanceRepository } from '../../../src/repositories/balance-repository.js';
import {
  InsufficientBalanceError,
  LimitExceededError,
} from '../../../src/services/balance/balance-errors.js';
import { createUser } from '../../helpers/accounts.js';
import { expectLedgerMatchesBalances, storedBalances } from '../../helpers/balance.js';
import { useTestApp } from '../../helpers/build-app.js';

describe('BalanceService: reserve, settle, release', () => {
  const ctx = useTestApp();
  const touched: number[] = [];

  /** A user whose balances are exactly `chatbots` AI chat tokens and the seeded trial otherwise. */
  async function userWith(chatbots: number) {
    const { id } = await createUser(ctx.app);
    touched.push(id);
    await ctx.app.balances.ensureAccount(id);
    const trial = (await storedBalances(ctx.app, id)).chatbots_tokens;
    if (chatbots > trial) {
      await ctx.app.db
        .transaction()
        .execute((trx) =>
          ctx.app.balances.credit(
            trx,
            id,
            { ...ZERO_QUANTITIES, chatbots_tokens: chatbots - trial },
            { reason: 'admin_adjustment' },
          ),
        );
    } else if (chatbots < trial) {
      const reservation = await ctx.app.balances.reserve(id, 'chatbots_tokens', trial - chatbots);
      await ctx.app.balances.settle(reservation.id, trial - chatbots);
    }
    return id;
  }
  const chat = async (id: number) => (await storedBalances(ctx.app, id)).chatbots_tokens;

  afterEach(async () => {
    for (const id of touched.splice(0)) await expectLedgerMatchesBalances(ctx.app, id);
  });

  it('grants the configured trial once, with one ledger row per capability', async () => {
    const { id } = await createUser(ctx.app);
    touched.push(id);
    await Promise.all([ctx.app.balances.ensureAccount(id), ctx.app.balances.ensureAccount(id)]);
    await ctx.app.balances.ensureAccount(id);
    expect(await storedBalances(ctx.app, id)).toEqual(await ctx.app.trialBalances.get());
    const { count } = await ctx.app.repositories.balances.pageLedger(id, { page: 1, page_size: 100 });
    expect(count).toBe(9);
  });

  it('opens an account whole or not at all: balances never stand without the trial’s ledger lines', async () => {
    const { id } = await createUser(ctx.app);
    touched.push(id);
    // The process dies after the balance rows are written and before their ledger lines are.
    const append = vi
      .spyOn(BalanceRepository.prototype, 'appendLedger')
      .mockRejectedValueOnce(new Error('killed'));
    await expect(ctx.app.balances.ensureAccount(id)).rejects.toThrow('killed');
    append.mockRestore();
    expect(await ctx.app.repositories.balances.findAll(id)).toEqual([]);
    await ctx.app.balances.ensureAccount(id);
    expect((await storedBalances(ctx.app, id)).chatbots_tokens).toBeGreaterThan(0);
  });

  it('of 20 concurrent reservations against a balance of 1, exactly one succeeds', async () => {
    const id = await userWith(1);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => ctx.app.balances.reserve(id, 'chatbots_tokens', 1)),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const result of lost) expect(result.reason).toBeInstanceOf(InsufficientBalanceError);
    expect(await chat(id)).toBe(0);
  });

  it('refuses a reservation larger than the balance with a 402 that says what is short', async () => {
    const id = await userWith(10);
    const attempt = ctx.app.balances.reserve(id, 'chatbots_tokens', 11);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 402,
      message: expect.stringContaining('Not enough AI chat tokens'),
    });
    expect(await chat(id)).toBe(10);
  });

  it('settles at the actual cost: the unused part comes back, once', async () => {
    const id = await userWith(100);
    const reservation = await ctx.app.balances.reserve(id, 'chatbots_tokens', 40, 'chat:1');
    expect(await chat(id)).toBe(60);
    expect(await ctx.app.balances.settle(reservation.id, 25)).toBe(true);
    expect(await chat(id)).toBe(75);
    expect(await ctx.app.balances.settle(reservation.id, 0)).toBe(false);
    expect(await ctx.app.balances.release(reservation.id)).toBe(false);
    expect(await chat(id)).toBe(75);
  });

  it('takes an overrun only as far as the balance goes, never below zero', async () => {
    const id = await userWith(50);
    const reservation = await ctx.app.balances.reserve(id, 'chatbots_tokens', 30);
    expect(await ctx.app.balances.settle(reservation.id, 90)).toBe(true);
    expect(await chat(id)).toBe(0);
    const used = await ctx.app.balances.getBalance((await ctx.app.repositories.users.findById(id))!);
    // Everything the user ever held is now used: the trial, less nothing refunded.
    expect(used.used.chatbots_tokens).toBe((await ctx.app.trialBalances.get()).chatbots_tokens);
  });

  it('releases the whole reservation once, even when asked twice at the same moment', async () => {
    const id = await userWith(20);
    const reservation = await ctx.app.balances.reserve(id, 'chatbots_tokens', 20);
    const results = await Promise.all([
      ctx.app.balances.release(reservation.id),
      ctx.app.balances.release(reservation.id),
      ctx.app.balances.settle(reservation.id, 5),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect([0, 15, 20]).toContain(await chat(id));
    expect(await chat(id)).toBe(results[2] ? 15 : 20);
  });

  it('releases reservations left held by an earlier run', async () => {
    const id = await userWith(10);
    const reservation = await ctx.app.balances.reserve(id, 'chatbots_tokens', 7);
    await ctx.app.db
      .updateTable('balance_reservations')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', reservation.id)
      .execute();
    const fresh = await ctx.app.balances.reserve(id, 'chatbots_tokens', 1);
    expect(await ctx.app.balances.releaseStale('2021-01-01T00:00:00.000Z')).toBe(1);
    expect(await chat(id)).toBe(9);
    expect(await ctx.app.balances.settle(fresh.id, 1)).toBe(true);
  });

  it('checks limits without spending them', async () => {
    const id = await userWith(0);
    const { text_character_length_limit: limit } = await storedBalances(ctx.app, id);
    await expect(
      ctx.app.balances.checkLimit(id, 'text_character_length_limit', limit),
    ).resolves.toBeUndefined();
    await expect(
      ctx.app.balances.checkLimit(id, 'text_character_length_limit', limit + 1),
    ).rejects.toBeInstanceOf(LimitExceededError);
    expect((await storedBalances(ctx.app, id)).text_character_length_limit).toBe(limit);
  });

  it('rejects amounts that are not whole positive numbers', async () => {
    const id = await userWith(10);
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(ctx.app.balances.reserve(id, 'chatbots_tokens', amount)).rejects.toBeInstanceOf(
        RangeError,
      );
    }
    expect(await chat(id)).toBe(10);
  });

  it('has a database constraint that keeps balances at zero or more', async () => {
    const id = await userWith(3);
    const write = sql`update user_balances set balance = -1 where user_id = ${id} and capability = 'chatbots_tokens'`;
    await expect(write.execute(ctx.app.db)).rejects.toThrow(/check|constraint/i);
    expect(await chat(id)).toBe(3);
  });
});
