import type { TPaymentGatewayCode } from '@inkwell/contract';
import type { TNewPaymentMethod, TPaymentMethodRow } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import type { TExecutor } from './executor.js';

export class PaymentMethodRepository {
  constructor(private readonly db: TExecutor) {}

  async findAllEnabled(trx: TExecutor = this.db): Promise<TPaymentMethodRow[]> {
    return trx
      .selectFrom('payment_methods')
      .selectAll()
      .where('enabled', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async findAll(trx: TExecutor = this.db): Promise<TPaymentMethodRow[]> {
    return trx.selectFrom('payment_methods').selectAll().orderBy('sort_order').orderBy('id').execute();
  }

  async update(
    id: number,
    changes: { enabled?: boolean; is_default?: boolean },
    trx: TExecutor = this.db,
  ): Promise<void> {
    await trx
      .updateTable('payment_methods')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Exactly one default: this one. */
  async makeDefault(id: number, trx: TExecutor = this.db): Promise<void> {
    await trx.updateTable('payment_methods').set({ is_default: false }).where('id', '!=', id).execute();
    await this.update(id, { is_default: true }, trx);
  }

  async findById(id: number, trx: TExecutor = this.db): Promise<TPaymentMethodRow | undefined> {
    return trx.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByCode(
    code: TPaymentGatewayCode,
    trx: TExecutor = this.db,
  ): Promise<TPaymentMethodRow | undefined> {
    return trx.selectFrom('payment_methods').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** Inserts the gateway unless its code exists; true when inserted. */
  async createIfMissing(method: TNewPaymentMethod, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .insertInto('payment_methods')
      .values(method)
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
