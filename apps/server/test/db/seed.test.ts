import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed/seed-database.js';
import type { Database } from '../../src/db/types.js';
import { useTestApp } from '../helpers/build-app.js';

async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = ['company_info', 'plans', 'payment_methods', 'reviews'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('seedDatabase', () => {
  const ctx = useTestApp({ freshDatabase: true });

  it('seeded the catalogue at boot', async () => {
    expect(await countRows(ctx.app.db)).toEqual({
      company_info: 1,
      plans: 5,
      payment_methods: 2,
      reviews: 6,
    });
  });

  it('inserts nothing when run again', async () => {
    expect(await seedDatabase(ctx.app.db)).toEqual([]);
    expect(await seedDatabase(ctx.app.db)).toEqual([]);
    expect(await countRows(ctx.app.db)).toEqual({
      company_info: 1,
      plans: 5,
      payment_methods: 2,
      reviews: 6,
    });
  });

  it('never overwrites an operator’s edits', async () => {
    await ctx.app.db
      .updateTable('plans')
      .set({ price_cents: 4900, name: 'Pro+' })
      .where('name', '=', 'Pro')
      .execute();
    await ctx.app.db.updateTable('company_info').set({ phone: '+44 20 0000 0000' }).execute();
    await ctx.app.db
      .updateTable('payment_methods')
      .set({ enabled: false, is_default: false })
      .where('code', '=', 'sandbox')
      .execute();

    await seedDatabase(ctx.app.db);

    const plans = await ctx.app.db.selectFrom('plans').select(['name', 'price_cents']).execute();
    expect(plans.map((plan) => plan.name)).not.toContain('Pro');
    expect(plans.find((plan) => plan.name === 'Pro+')?.price_cents).toBe(4900);
    const company = await ctx.app.repositories.companyInfo.find();
    expect(company?.phone).toBe('+44 20 0000 0000');
    const sandbox = await ctx.app.repositories.paymentMethods.findByCode('sandbox');
    expect(Boolean(sandbox?.enabled)).toBe(false);
  });

  it('does not bring back a seeded row the operator deleted', async () => {
    await ctx.app.db.deleteFrom('reviews').where('name', '=', 'Lucas Bernard').execute();
    await seedDatabase(ctx.app.db);
    const names = (await ctx.app.db.selectFrom('reviews').select('name').execute()).map((row) => row.name);
    expect(names).toHaveLength(5);
    expect(names).not.toContain('Lucas Bernard');
  });
});
