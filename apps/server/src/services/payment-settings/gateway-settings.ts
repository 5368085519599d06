import type { TAdminPaymentGateway, TAdminPaymentGatewayUpdate } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TPaymentMethodRow } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { CACHE_KEYS } from '../../lib/response-cache.js';
import type { TPaymentGateways } from '../../providers/payments/payment-gateway.js';
import type { TRepositories } from '../../repositories/index.js';
import type { AuditLog, TAdminActor } from '../admin/audit-log.js';
import type { Invalidation } from '../invalidation/invalidation.js';
import { toPaymentMethod } from '../payments/plan-mappers.js';

/**
 * Admin switches of the payment gateways: on/off and which one buyers see preselected, each
 * change audited in its transaction.
 */
export class GatewaySettings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly gateways: TPaymentGateways,
    private readonly invalidation: Invalidation,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<TAdminPaymentGateway[]> {
    return (await this.repos.paymentMethods.findAll()).map((row) => this.toAdmin(row));
  }

  async update(
    id: number,
    changes: TAdminPaymentGatewayUpdate,
    actor: TAdminActor,
  ): Promise<TAdminPaymentGateway> {
    const row = await this.db.transaction().execute(async (trx) => {
      if (!(await this.repos.paymentMethods.findById(id, trx))) throw notFound('Payment gateway not found.');
      if (changes.enabled !== undefined)
        await this.repos.paymentMethods.update(id, { enabled: changes.enabled }, trx);
      if (changes.is_default) await this.repos.paymentMethods.makeDefault(id, trx);
      await this.audit.record(
        actor,
        {
          action: 'settings.payment_gateway',
          target_type: 'settings',
          target_id: `gateway:${id}`,
          after: changes,
        },
        trx,
      );
      return this.repos.paymentMethods.findById(id, trx);
    });
    this.invalidation.publish(CACHE_KEYS.paymentMethods);
    return this.toAdmin(row!);
  }

  private toAdmin(row: TPaymentMethodRow): TAdminPaymentGateway {
    return {
      ...toPaymentMethod(row),
      code: row.code,
      enabled: Boolean(row.enabled),
      available: this.gateways.get(row.code)?.isAvailable() ?? false,
    };
  }
}
