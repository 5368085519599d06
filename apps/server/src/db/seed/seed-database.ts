import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/time.js';
import { createRepositories, type TRepositories } from '../../repositories/index.js';
import type { Database } from '../types.js';
import { SEED_ASSISTANTS } from './assistants-data.js';
import { SEED_COMPANY_INFO, SEED_PAYMENT_METHODS } from './catalogue-data.js';
import { SEED_CUSTOM_PLAN, SEED_PLAN_PACKS } from './plans-data.js';
import { SEED_REVIEWS } from './reviews-data.js';
import { SEED_TEMPLATES } from './templates-data.js';

interface TSeedItem {
  key: string;
  insert(repositories: TRepositories, now: string): Promise<unknown>;
}

function listSeedItems(): TSeedItem[] {
  return [
    {
      key: 'company_info',
      insert: (r, now) =>
        r.companyInfo.createIfMissing({ ...SEED_COMPANY_INFO, created_at: now, updated_at: now }),
    },
    ...[...SEED_PLAN_PACKS, SEED_CUSTOM_PLAN].map(({ key, ...plan }) => ({
      key,
      insert: (r: TRepositories, now: string) =>
        r.plans.create({ ...plan, created_at: now, updated_at: now }),
    })),
    ...SEED_PAYMENT_METHODS.map((method) => ({
      key: `payment_method:${method.code}`,
      insert: (r: TRepositories, now: string) =>
        r.paymentMethods.createIfMissing({ ...method, created_at: now, updated_at: now }),
    })),
    ...SEED_REVIEWS.map(({ slug, rating, ...review }, index) => ({
      key: `review:${slug}`,
      insert: (r: TRepositories, now: string) =>
        r.reviews.create({
          ...review,
          rating_tenths: Math.round(rating * 10),
          sort_order: (index + 1) * 10,
          created_at: now,
          updated_at: now,
        }),
    })),
    ...SEED_ASSISTANTS.map((assistant) => ({
      key: `assistant:${assistant.slug}`,
      insert: (r: TRepositories, now: string) =>
        r.assistants.create({ ...assistant, active: true, created_at: now, updated_at: now }),
    })),
    ...SEED_TEMPLATES.map(({ variables, ...template }, index) => ({
      key: `template:${template.slug}`,
      insert: (r: TRepositories, now: string) =>
        r.templates.create({
          ...template,
          variables: JSON.stringify(variables),
          sort_order: (index + 1) * 10,
          active: true,
          created_at: now,
          updated_at: now,
        }),
    })),
  ];
}

/**
 * Inserts each seed item the first time only, keyed by a natural key in seed_history, so a
 * re-run never duplicates rows, overwrites an operator's edits or restores a deleted row.
 * Returns the keys applied by this run.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<string[]> {
  const applied: string[] = [];
  for (const item of listSeedItems()) {
    const inserted = await db.transaction().execute(async (trx) => {
      const repositories = createRepositories(trx);
      if (!(await repositories.seedHistory.claim(item.key))) return false;
      await item.insert(repositories, nowIso());
      return true;
    });
    if (inserted) applied.push(item.key);
  }
  return applied;
}
