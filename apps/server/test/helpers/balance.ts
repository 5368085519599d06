import { CAPABILITIES, ZERO_QUANTITIES, type TQuantities } from '@inkwell/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectWithLogin, type TLoggedIn } from './accounts.js';

/** The app, or the repositories over a connection of a test's own (createRepositories). */
type TWithRepositories = Pick<FastifyInstance, 'repositories'>;

/** The user's balances as stored, every capability present (0 when missing). */
export async function storedBalances(app: TWithRepositories, userId: number): Promise<TQuantities> {
  const rows = await app.repositories.balances.findAll(userId);
  const held = new Map(rows.map((row) => [row.capability, row.balance]));
  return Object.fromEntries(CAPABILITIES.map((c) => [c, held.get(c) ?? 0])) as TQuantities;
}

/** The invariant of the ledger: per capability, the deltas sum to the balance. */
export async function expectLedgerMatchesBalances(app: TWithRepositories, userId: number): Promise<void> {
  const sums = await app.repositories.balances.sumLedger(userId);
  const balances = await storedBalances(app, userId);
  const fromLedger = Object.fromEntries(CAPABILITIES.map((c) => [c, sums.get(c) ?? 0]));
  expect(fromLedger).toEqual(balances);
}

/** `a + b` per capability, limits raised to the larger (what a purchase does). */
export function addPurchase(before: TQuantities, bought: TQuantities): TQuantities {
  return Object.fromEntries(
    CAPABILITIES.map((c) => [
      c,
      c === 'text_character_length_limit' || c === 'speech_duration_limit'
        ? Math.max(before[c], bought[c])
        : before[c] + bought[c],
    ]),
  ) as TQuantities;
}

export async function sandboxGatewayId(app: FastifyInstance): Promise<number> {
  const row = await app.repositories.paymentMethods.findByCode('sandbox');
  if (!row) throw new Error('no sandbox gateway');
  return row.id;
}

export async function packByName(app: FastifyInstance, name: string) {
  const plan = (await app.repositories.plans.findAllActive()).find((row) => row.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan;
}

/** A new signed-in user with the trial balances, plus `extra` of each tool credited as an admin would. */
export async function signedInWithBalance(
  app: FastifyInstance,
  extra: Partial<TQuantities> = {},
): Promise<TLoggedIn> {
  const user = await injectWithLogin(app);
  await app.balances.ensureAccount(user.id);
  if (Object.keys(extra).length > 0)
    await app.balances.credit(
      app.db,
      user.id,
      { ...ZERO_QUANTITIES, ...extra },
      { reason: 'admin_adjustment' },
    );
  return user;
}
