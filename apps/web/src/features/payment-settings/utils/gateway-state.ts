import type { TAdminPaymentGateway, TAdminPaymentGatewayUpdate } from '@inkwell/contract';
import type { UpdatePaymentGatewayInput } from '../api/update-payment-gateway';

export const SANDBOX_CODE = 'sandbox';
export const SANDBOX_WARNING =
  'Sandbox is on: anyone signed in can get a plan without paying. Switch it off before you sell.';
export const NOTHING_LISTED_WARNING =
  'No gateway is listed to buyers, so nobody can buy a plan. Switch one on.';

export type TGatewayState = 'listed' | 'off' | 'not-configured';

export const GATEWAY_STATE_TEXT: Record<TGatewayState, string> = {
  listed: 'Listed to buyers',
  off: 'Off',
  // Buyers cannot see it whatever its switch says, so it reads Off like a switched-off one.
  'not-configured': 'Off — not configured, add keys below',
};

/** Buyers see a gateway that is both switched on and configured (able to take payments). */
export function gatewayState(gateway: TAdminPaymentGateway): TGatewayState {
  if (!gateway.available) return 'not-configured';
  return gateway.enabled ? 'listed' : 'off';
}

/** The success toast of a change: "Sandbox is off", "Stripe is now the default". */
export function changeMessage(name: string, body: TAdminPaymentGatewayUpdate): string {
  if (body.is_default) return `${name} is now the default`;
  return `${name} is ${body.enabled ? 'on' : 'off'}`;
}

/** The list as it will be once the change in flight is saved, so the controls follow a click at once. */
export function withPendingChange(
  gateways: TAdminPaymentGateway[],
  pending: UpdatePaymentGatewayInput | undefined,
): TAdminPaymentGateway[] {
  if (!pending) return gateways;
  return gateways.map((gateway) => {
    if (gateway.id === pending.id) return { ...gateway, ...pending.body };
    return pending.body.is_default ? { ...gateway, is_default: false } : gateway;
  });
}
