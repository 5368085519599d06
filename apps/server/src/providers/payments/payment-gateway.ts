import type { TPaymentGatewayCode } from '@inkwell/contract';
import type { TOrderRow, TUserRow } from '../../db/types.js';

export interface TCheckout {
  /** Where to send the buyer's browser: an app path (Sandbox) or the gateway's page. */
  checkoutUrl: string;
  /** The gateway's id for this checkout (a Stripe Checkout Session id). */
  externalId?: string;
}

/** What every payment gateway does; fulfilment itself is shared (services/payments/fulfilment.ts). */
export interface TPaymentGateway {
  readonly code: TPaymentGatewayCode;
  /** The smallest order total the gateway accepts, in cents. */
  readonly minimumCents: number;
  /** Configured and able to take payments now (Stripe needs keys). */
  isAvailable(): boolean;
  createCheckout(order: TOrderRow, buyer: TUserRow): Promise<TCheckout>;
  /** Stops a pending checkout at the gateway, so it can no longer be paid. */
  cancelCheckout(order: TOrderRow): Promise<void>;
}

export type TPaymentGateways = Map<TPaymentGatewayCode, TPaymentGateway>;
