import { PaymentGateways } from './payment-gateways';
import { PlanPicker } from './plan-picker';

/**
 * The pricing section's data: plans, the custom calculator, the gateway chooser and the
 * gateways. Loaded after the page (PricingSection), so the API client, zod and the dialog are
 * not part of the home page's first load (decision 018).
 */
export default function PricingContent() {
  return (
    <>
      <PlanPicker />
      <PaymentGateways />
    </>
  );
}
