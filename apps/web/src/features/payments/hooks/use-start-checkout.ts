import type { TPurchaseResponse } from '@inkwell/contract';
import { useEffect, useState } from 'react';
import { showApiError } from '@/lib/show-api-error';
import { usePurchaseCustomPlan } from '../api/purchase-custom-plan';
import { usePurchasePlan } from '../api/purchase-plan';
import type { Purchase } from '../utils/purchase';

/**
 * Starts the purchase at the chosen gateway, then sends the browser to the returned
 * checkout_url (a relative Sandbox page or an absolute Stripe URL alike). A failure shows the
 * generic API error display. `isPending` stays true while the browser is leaving.
 */
export function useStartCheckout() {
  const pack = usePurchasePlan();
  const custom = usePurchaseCustomPlan();
  const [redirecting, setRedirecting] = useState(false);

  // Back from the gateway through the back/forward cache: the page is live again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const callbacks = {
    onSuccess: ({ checkout_url }: TPurchaseResponse) => {
      setRedirecting(true);
      window.location.assign(checkout_url);
    },
    onError: showApiError,
  };

  const start = (purchase: Purchase, gatewayId: number) => {
    if (purchase.kind === 'custom') custom.mutate({ gatewayId, body: purchase.quantities }, callbacks);
    else pack.mutate({ gatewayId, body: { plan_id: purchase.plan.id } }, callbacks);
  };

  return { start, isPending: pack.isPending || custom.isPending || redirecting };
}
