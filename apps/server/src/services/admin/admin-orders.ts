import type {
  TAdminOrderDetail,
  TAdminOrdersResponse,
  TAdminOrderSort,
  TCreateOrderRequest,
  TOrderStatus,
  TPageQuery,
  TPaymentGatewayCode,
} from '@inkwell/contract';
import { CUSTOM_PLAN_NAME, ZERO_QUANTITIES, type TQuantities } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TOrderRow } from '../../db/types.js';
import { FieldError, HttpError, notFound } from '../../lib/http-error.js';
import { amountToCents, centsToAmount } from '../../lib/money.js';
import { toPage } from '../../lib/pagination.js';
import { nowIso } from '../../lib/time.js';
import { zonedDayStart } from '../../lib/zoned-day.js';
import type { StripeGateway } from '../../providers/payments/stripe-gateway.js';
import type { TOrderFilters } from '../../repositories/order-filters.js';
import type { TRepositories } from '../../repositories/index.js';
import type { OrderRefunds } from '../orders/order-refunds.js';
import { orderQuantities } from '../orders/order-mappers.js';
import { PENDING_ONLY, type Fulfilment } from '../payments/fulfilment.js';
import type { SiteSettings } from '../settings/site-settings.js';
import type { AuditLog, TAdminActor } from './audit-log.js';
import { ORDERS_CSV_HEADER, orderCsvLine, toAdminOrder, toAdminOrderDetail } from './admin-order-views.js';

export interface TOrderListFilters {
  status?: TOrderStatus | undefined;
  gateway?: TPaymentGatewayCode | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  user_id?: number | undefined;
  sort: TAdminOrderSort;
}

export const ADMIN_ORDER_DETAIL = {
  notRefundable: 'Only a paid order can be refunded.',
  userMissing: 'This user does not exist.',
  planMissing: 'This pack does not exist.',
} as const;

/** The admins' orders: every order, its detail, manual orders and refunds. */
export class AdminOrders {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly fulfilment: Fulfilment,
    private readonly refunds: OrderRefunds,
    private readonly stripe: StripeGateway,
    private readonly settings: SiteSettings,
    private readonly audit: AuditLog,
  ) {}

  async list(query: TOrderListFilters & TPageQuery): Promise<TAdminOrdersResponse> {
    const filters = await this.#filters(query);
    const [{ count, rows }, revenue] = await Promise.all([
      this.repos.orders.pageAll({
        ...filters,
        page: query.page,
        page_size: query.page_size,
        sort: query.sort,
      }),
      this.repos.orders.sumRevenue(filters),
    ]);
    return {
      ...toPage(count, query, rows.map(toAdminOrder)),
      revenue: revenue.map((row) => ({
        currency: row.currency,
        amount: centsToAmount(row.cents),
        orders: row.orders,
      })),
    };
  }

  /** The filtered orders as CSV lines, header first, read in batches as they are sent. */
  async *exportCsv(query: TOrderListFilters): AsyncGenerator<string> {
    const filters = await this.#filters(query);
    yield ORDERS_CSV_HEADER;
    for await (const row of this.repos.orders.streamAll(filters)) yield orderCsvLine(row);
  }

  async get(id: number): Promise<TAdminOrderDetail> {
    const order = await this.repos.orders.findById(id);
    if (!order) throw notFound('Order not found.');
    return this.#detail(order);
  }

  /** A manual order for a user, paid at once through the one fulfilment (credited once, plan named). */
  async create(input: TCreateOrderRequest & { note: string; currency: string }, actor: TAdminActor) {
    const buyer = await this.repos.users.findById(input.user_id);
    if (!buyer) throw new FieldError('user_id', ADMIN_ORDER_DETAIL.userMissing);
    const snapshot = await this.#snapshot(input);
    const order = await this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const created = await this.repos.orders.create(
        {
          ...snapshot.quantities,
          user_id: buyer.id,
          plan_id: snapshot.planId,
          plan_kind: snapshot.planId === null ? 'custom' : 'pack',
          plan_name: snapshot.name,
          amount_cents: amountToCents(input.price),
          currency: input.currency,
          gateway: 'manual',
          status: 'pending',
          note: input.note || null,
          created_by: actor.id,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      const paid = await this.fulfilment.fulfil(created.id, PENDING_ONLY, trx);
      if (!paid) throw new Error(`manual order ${created.id} was not fulfilled`);
      await this.audit.record(
        actor,
        {
          action: 'order.create',
          target_type: 'order',
          target_id: paid.id,
          after: {
            user: buyer.email,
            plan: paid.plan_name,
            amount: input.price,
            currency: input.currency,
            note: input.note,
          },
        },
        trx,
      );
      return paid;
    });
    return this.#detail(order);
  }

  /**
   * Refunds a paid order: Stripe's money back through its refund API first (a failure there
   * changes nothing here), then the order marked refunded and its unspent consumables taken
   * back. Stripe's charge.refunded may have got there first: then the order is already refunded.
   */
  async refund(id: number, actor: TAdminActor): Promise<TAdminOrderDetail> {
    const order = await this.repos.orders.findById(id);
    if (!order) throw notFound('Order not found.');
    if (order.status !== 'paid') throw new HttpError(409, ADMIN_ORDER_DETAIL.notRefundable);
    if (order.gateway === 'stripe') {
      const paymentIntent = await this.stripe.refund(order);
      if (!order.payment_reference) await this.repos.orders.setPaymentReference(order.id, paymentIntent);
    }
    await this.db.transaction().execute(async (trx) => {
      const refunded = await this.refunds.refund(order.id, trx);
      if (!refunded && order.gateway !== 'stripe') throw new HttpError(409, ADMIN_ORDER_DETAIL.notRefundable);
      await this.audit.record(
        actor,
        {
          action: 'order.refund',
          target_type: 'order',
          target_id: order.id,
          before: { status: order.status },
          after: { status: 'refunded', by: refunded ? 'admin' : 'stripe' },
        },
        trx,
      );
    });
    return this.get(order.id);
  }

  async #detail(order: TOrderRow): Promise<TAdminOrderDetail> {
    const [buyer, creator, events, ledger] = await Promise.all([
      order.user_id === null ? undefined : this.repos.users.findById(order.user_id),
      order.created_by === null ? undefined : this.repos.users.findById(order.created_by),
      this.repos.paymentEvents.findByOrderId(order.id),
      this.repos.balances.findLedgerByOrderId(order.id),
    ]);
    return toAdminOrderDetail(order, { buyer, creator, events, ledger });
  }

  async #snapshot(
    input: TCreateOrderRequest,
  ): Promise<{ planId: number | null; name: string; quantities: TQuantities }> {
    if (input.plan_id === null || input.plan_id === undefined) {
      return {
        planId: null,
        name: CUSTOM_PLAN_NAME,
        quantities: { ...ZERO_QUANTITIES, ...input.quantities },
      };
    }
    const plan = await this.repos.plans.findById(input.plan_id);
    if (!plan || plan.kind !== 'pack') throw new FieldError('plan_id', ADMIN_ORDER_DETAIL.planMissing);
    return { planId: plan.id, name: plan.name, quantities: orderQuantities(plan) };
  }

  /** Day filters read in the date settings' time zone. */
  async #filters(query: TOrderListFilters): Promise<TOrderFilters> {
    const zone = await this.settings.timeZone();
    return {
      status: query.status,
      gateway: query.gateway,
      search: query.search,
      user_id: query.user_id,
      since: query.from ? zonedDayStart(query.from, zone) : undefined,
      before: query.to ? zonedDayStart(query.to, zone, 1) : undefined,
    };
  }
}
