import type { TPaymentGatewayCode } from '@inkwell/contract';

/** The gateways as the filter names them. */
export const GATEWAY_LABELS: Record<TPaymentGatewayCode, string> = {
  sandbox: 'Sandbox',
  stripe: 'Stripe',
  manual: 'Manual (by an admin)',
};

/** "Order #12". */
export function orderTitle(id: number): string {
  return `Order #${id}`;
}
