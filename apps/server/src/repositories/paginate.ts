import type { TPageQuery } from '@inkwell/contract';
import type { SelectQueryBuilder } from 'kysely';
import { pageOffset } from '../lib/pagination.js';

/**
 * One page of a filtered query: `base` carries the filters, `select` the columns and order.
 * The total is counted over the same filters.
 */
export async function findPage<DB, TB extends keyof DB, R>(
  base: SelectQueryBuilder<DB, TB, object>,
  query: TPageQuery,
  select: (filtered: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ count: number; rows: R[] }> {
  const total = (await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()) as { count: number | string };
  const rows = await select(base).limit(query.page_size).offset(pageOffset(query)).execute();
  return { count: Number(total.count), rows };
}
