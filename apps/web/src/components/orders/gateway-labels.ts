import type { TPaymentGatewayCode } from '@inkwell/contract';

/** The payment gateways as the admin pages name them. */
export const GATEWAY_LABELS: Record<TPaymentGatewayCode, string> = {
  sandbox: 'Sandbox',
  stripe: 'Stripe',
  manual: 'Manual (by an admin)',
};
