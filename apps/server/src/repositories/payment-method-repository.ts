import type { TNewPaymentMethod, TPaymentMethodCode, TPaymentMethodRow } from '../db/types.js';
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

  async findById(id: number, trx: TExecutor = this.db): Promise<TPaymentMethodRow | undefined> {
    return trx.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByCode(
    code: TPaymentMethodCode,
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
