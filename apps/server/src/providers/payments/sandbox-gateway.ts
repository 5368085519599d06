import type { TOrderRow } from '../../db/types.js';
import type { TCheckout, TPaymentGateway } from './payment-gateway.js';

/** The app's own test gateway: its checkout page is `/checkout/sandbox/{order}`, with Pay and Cancel. */
export class SandboxGateway implements TPaymentGateway {
  readonly code = 'sandbox' as const;
  readonly minimumCents = 1;

  isAvailable(): boolean {
    return true;
  }

  /** A path of this app, so it works on whatever origin the buyer uses. */
  createCheckout(order: TOrderRow): Promise<TCheckout> {
    return Promise.resolve({ checkoutUrl: `/checkout/sandbox/${order.id}` });
  }

  cancelCheckout(): Promise<void> {
    return Promise.resolve();
  }
}
