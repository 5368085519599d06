import {
  CAPABILITIES,
  CUSTOM_PLAN_NAME,
  type TAdminPack,
  type TAdminPlansResponse,
  type TCustomPlanRequest,
  type TPackRequest,
  type TPackUpdate,
  type TCatalogueRemoved,
} from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TPlanRow, TPlanUpdate } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { amountToCents, amountToMicros, centsToAmount } from '../../lib/money.js';
import { CACHE_KEYS } from '../../lib/response-cache.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AuditLog, TAdminActor } from '../admin/audit-log.js';
import { CatalogueChanges } from '../admin/catalogue-changes.js';
import type { Invalidation } from '../invalidation/invalidation.js';
import { orderQuantities } from '../orders/order-mappers.js';
import { RATE_COLUMNS, toCustomPlanRates } from '../payments/plan-mappers.js';

export const PLAN_DETAIL = {
  notFound: 'This pack does not exist.',
  deleted: 'The pack is deleted.',
  deactivated: 'The pack has orders, so it is kept for them and taken off sale instead.',
  notAll: 'List every pack exactly once.',
} as const;

type TPackInput = Omit<TPackRequest, 'description' | 'most_popular' | 'active'> & {
  description?: string | undefined;
  most_popular?: boolean | undefined;
  active?: boolean | undefined;
};

/** A pack's columns from what the admin sent (prices in cents). */
function packColumns(input: Partial<TPackInput>): TPlanUpdate {
  const columns: TPlanUpdate = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.description !== undefined) columns.description = input.description;
  if (input.price !== undefined) columns.price_cents = amountToCents(input.price);
  if (input.currency !== undefined) columns.currency = input.currency;
  if (input.most_popular !== undefined) columns.most_popular = input.most_popular;
  if (input.active !== undefined) columns.active = input.active;
  if (input.quantities)
    for (const capability of CAPABILITIES) columns[capability] = input.quantities[capability];
  return columns;
}

/** A pack taken off sale is no longer shown as the most popular one. */
type THiddenPack = { active: false; most_popular: false };

function toAdminPack(row: TPlanRow, orders: number): TAdminPack {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToAmount(row.price_cents),
    currency: row.currency,
    most_popular: Boolean(row.most_popular),
    active: Boolean(row.active),
    sort_order: row.sort_order,
    quantities: orderQuantities(row),
    orders,
  };
}

/**
 * The plans for sale as an operator shapes them: packs added, edited, reordered, taken off
 * sale (deleted only when no order names them) and the custom plan's rates. Every change is
 * audited with it, and the public plans answer is invalidated on every instance.
 */
export class PlanCatalogue {
  readonly #changes: CatalogueChanges<THiddenPack>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly invalidation: Invalidation,
    private readonly audit: AuditLog,
  ) {
    this.#changes = new CatalogueChanges<THiddenPack>(db, audit, {
      target: 'plan',
      actions: { remove: 'plan.remove', reorder: 'plan.reorder' },
      table: repos.plans,
      hidden: { active: false, most_popular: false },
      detail: PLAN_DETAIL,
    });
  }

  async list(): Promise<TAdminPlansResponse> {
    const [rows, orders] = await Promise.all([this.repos.plans.findAll(), this.repos.plans.countOrders()]);
    const custom = rows.find((row) => row.kind === 'custom');
    return {
      packs: rows
        .filter((row) => row.kind === 'pack')
        .map((row) => toAdminPack(row, orders.get(row.id) ?? 0)),
      custom: custom
        ? {
            id: custom.id,
            name: custom.name,
            currency: custom.currency,
            active: Boolean(custom.active),
            rates: toCustomPlanRates(custom),
          }
        : null,
    };
  }

  async create(input: TPackInput, actor: TAdminActor): Promise<TAdminPack> {
    const id = await this.db.transaction().execute(async (trx) => {
      const last = (await this.repos.plans.findAll(trx)).filter((row) => row.kind === 'pack').at(-1);
      const now = nowIso();
      const created = await this.repos.plans.create(
        {
          kind: 'pack',
          name: input.name,
          description: input.description ?? '',
          price_cents: amountToCents(input.price),
          currency: input.currency,
          most_popular: input.most_popular ?? false,
          access_status: 'active',
          sort_order: (last?.sort_order ?? 0) + 1,
          active: input.active ?? true,
          ...input.quantities,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      if (input.most_popular) await this.repos.plans.clearMostPopular(created, trx);
      await this.audit.record(
        actor,
        { action: 'plan.create', target_type: 'plan', target_id: created, after: { ...input } },
        trx,
      );
      return created;
    });
    return this.#changed(id);
  }

  async update(
    id: number,
    input: TPackUpdate & Partial<TPackInput>,
    actor: TAdminActor,
  ): Promise<TAdminPack> {
    const before = await this.#pack(id);
    await this.db.transaction().execute(async (trx) => {
      await this.repos.plans.update(id, packColumns(input), trx);
      if (input.most_popular) await this.repos.plans.clearMostPopular(id, trx);
      const was = toAdminPack(before, 0);
      const changed = Object.keys(input) as (keyof TAdminPack)[];
      await this.audit.record(
        actor,
        {
          action: 'plan.update',
          target_type: 'plan',
          target_id: id,
          before: Object.fromEntries(changed.map((key) => [key, was[key]])),
          after: { ...input },
        },
        trx,
      );
    });
    return this.#changed(id);
  }

  /** Deletes a pack no order names; one with orders is taken off sale (orders keep their snapshot). */
  async remove(id: number, actor: TAdminActor): Promise<TCatalogueRemoved> {
    const pack = await this.#pack(id);
    const ordered = ((await this.repos.plans.countOrders()).get(id) ?? 0) > 0;
    const removed = await this.#changes.remove(id, pack.name, ordered, actor);
    this.invalidation.publish(CACHE_KEYS.plans);
    return removed;
  }

  /** The packs in the order buyers see them: every pack's id, once. */
  async reorder(ids: number[], actor: TAdminActor): Promise<TAdminPlansResponse> {
    const packs = (await this.repos.plans.findAll()).filter((row) => row.kind === 'pack');
    await this.#changes.reorder(
      ids,
      packs.map((row) => row.id),
      actor,
    );
    this.invalidation.publish(CACHE_KEYS.plans);
    return this.list();
  }

  /** The custom plan's rates (stored in micros) and whether it is for sale. */
  async saveCustom(
    input: TCustomPlanRequest & { currency: string },
    actor: TAdminActor,
  ): Promise<TAdminPlansResponse> {
    const existing = (await this.repos.plans.findAll()).find((row) => row.kind === 'custom');
    const rates = Object.fromEntries(
      Object.entries(input.rates).map(([field, value]) => [
        RATE_COLUMNS[field as keyof typeof RATE_COLUMNS],
        amountToMicros(value),
      ]),
    ) as TPlanUpdate;
    await this.db.transaction().execute(async (trx) => {
      const columns = { ...rates, currency: input.currency, active: input.active };
      if (existing) await this.repos.plans.update(existing.id, columns, trx);
      else {
        const now = nowIso();
        await this.repos.plans.create(
          {
            kind: 'custom',
            name: CUSTOM_PLAN_NAME,
            description: '',
            price_cents: 0,
            most_popular: false,
            access_status: 'active',
            sort_order: 999,
            ...columns,
            created_at: now,
            updated_at: now,
          },
          trx,
        );
      }
      const before = existing
        ? { active: Boolean(existing.active), rates: toCustomPlanRates(existing) }
        : null;
      await this.audit.record(
        actor,
        {
          action: 'plan.custom',
          target_type: 'plan',
          target_id: existing?.id ?? null,
          before,
          after: { ...input },
        },
        trx,
      );
    });
    this.invalidation.publish(CACHE_KEYS.plans);
    return this.list();
  }

  async #pack(id: number): Promise<TPlanRow> {
    const row = await this.repos.plans.findById(id);
    if (!row || row.kind !== 'pack') throw notFound(PLAN_DETAIL.notFound);
    return row;
  }

  /** The pack after a change, with the public plans answer made fresh. */
  async #changed(id: number): Promise<TAdminPack> {
    this.invalidation.publish(CACHE_KEYS.plans);
    const orders = (await this.repos.plans.countOrders()).get(id) ?? 0;
    return toAdminPack(await this.#pack(id), orders);
  }
}
