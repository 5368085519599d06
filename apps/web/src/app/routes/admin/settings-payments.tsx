import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paymentMethodEndpoints } from '@inkwell/contract';
import { GatewaySettings } from '@/features/payment-settings/components/gateway-settings';
import { StripeSettings } from '@/features/payment-settings/components/stripe-settings';
import { TrialBalancesSettings } from '@/features/payment-settings/components/trial-balances-settings';
import { endpointKey } from '@/lib/endpoint-client';

/** A gateway switched, made default or (un)configured changes what buyers are offered. */
function useRefreshPaymentMethods() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(paymentMethodEndpoints.list) });
  }, [queryClient]);
}

/** Admin: payment gateways, Stripe's keys and the trial balances of new accounts. */
export default function SettingsPaymentsRoute() {
  const onPaymentMethodsChanged = useRefreshPaymentMethods();
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <GatewaySettings onChanged={onPaymentMethodsChanged} />
      <StripeSettings onChanged={onPaymentMethodsChanged} />
      <TrialBalancesSettings />
    </div>
  );
}
