import type { TOrder, TOrdersQuery, TOrdersResponse } from '@inkwell/contract';
import type { TOrderRow } from '../../db/types.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import type { TPaymentGateways } from '../../providers/payments/payment-gateway.js';
import type { TRepositories } from '../../repositories/index.js';
import { PENDING_ONLY, type Fulfilment } from '../payments/fulfilment.js';
import { toOrder } from './order-mappers.js';

export const ORDER_DETAIL = {
  notFound: 'Order not found.',
  notPending: (status: string) => `This order is ${status}; only a pending order can be paid or canceled.`,
  notSandbox: 'This order is not a Sandbox order.',
  sandboxOff: 'The Sandbox gateway is switched off, so this order can no longer be paid.',
} as const;

/** A user's own orders: list, open, cancel, and pay a Sandbox one. Others' ids read as 404. */
export class OrderService {
  constructor(
    private readonly repos: TRepositories,
    private readonly gateways: TPaymentGateways,
    private readonly fulfilment: Fulfilment,
    /** Brings a pending order up to date with its gateway when a webhook may be late. */
    private readonly reconcile: (order: TOrderRow) => Promise<void> = async () => {},
  ) {}

  async list(userId: number, query: TOrdersQuery): Promise<TOrdersResponse> {
    const { count, rows } = await this.repos.orders.pageForUser(userId, query);
    return toPage(count, query, rows.map(toOrder));
  }

  async get(userId: number, id: number): Promise<TOrder> {
    const order = await this.findOwn(userId, id);
    if (order.status !== 'pending') return toOrder(order);
    await this.reconcile(order);
    return toOrder(await this.findOwn(userId, id));
  }

  /** Stops the checkout at its gateway first, so a canceled order can no longer be paid there. */
  async cancel(userId: number, id: number): Promise<TOrder> {
    const order = await this.findOwn(userId, id);
    if (order.status !== 'pending') throw new HttpError(409, ORDER_DETAIL.notPending(order.status));
    await this.gateways.get(order.gateway)?.cancelCheckout(order);
    const canceled = await this.fulfilment.close(order.id, 'canceled', 'Canceled by the buyer.');
    return toOrder(canceled ?? (await this.findOwn(userId, id)));
  }

  /** The Sandbox checkout's Pay: only the owner, only a pending Sandbox order. */
  async paySandbox(userId: number, id: number): Promise<TOrder> {
    const order = await this.findOwn(userId, id);
    if (order.gateway !== 'sandbox') throw new HttpError(409, ORDER_DETAIL.notSandbox);
    const sandbox = await this.repos.paymentMethods.findByCode('sandbox');
    if (!sandbox?.enabled) throw new HttpError(409, ORDER_DETAIL.sandboxOff);
    const paid = await this.fulfilment.fulfil(order.id, PENDING_ONLY);
    if (!paid) {
      const current = await this.findOwn(userId, id);
      throw new HttpError(409, ORDER_DETAIL.notPending(current.status));
    }
    return toOrder(paid);
  }

  private async findOwn(userId: number, id: number): Promise<TOrderRow> {
    const order = await this.repos.orders.findForUser(userId, id);
    if (!order) throw notFound(ORDER_DETAIL.notFound);
    return order;
  }
}
