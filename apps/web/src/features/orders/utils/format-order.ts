import type { TOrder } from '@inkwell/contract';
import { formatPrice } from '@/lib/format-price';

/** "Order #12": how an order is named to its buyer. */
export function orderNumber(order: Pick<TOrder, 'id'>): string {
  return `#${order.id}`;
}

export function orderAmount(order: Pick<TOrder, 'amount' | 'currency'>): string {
  return formatPrice(order.amount, order.currency);
}
