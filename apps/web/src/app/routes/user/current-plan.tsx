import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { profileEndpoints } from '@inkwell/contract';
import { invalidateBalances } from '@/features/balance/api/balance-keys';
import { BalanceOverview } from '@/features/balance/components/balance-overview';
import { UsageHistory } from '@/features/balance/components/usage-history';
import { OrderHistory } from '@/features/orders/components/order-history';
import { OrderStatusBanner } from '@/features/orders/components/order-status-banner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { endpointKey } from '@/lib/endpoint-client';
import { ReceiptParties } from './receipt-parties';

/**
 * After a payment: balances and their usage history here and the profile's plan (header,
 * sidebar upgrade box) refresh.
 */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void invalidateBalances(queryClient);
    void queryClient.invalidateQueries({ queryKey: endpointKey(profileEndpoints.get) });
  }, [queryClient]);
}

const BUY_MORE_ID = 'buy-more';

/** The URL without the checkout's order: the lists' pages and filters stay. */
function withoutBanner(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('order');
  next.delete('canceled');
  return next;
}

/** The plan picker loads when Buy more is first pressed, not with the page. */
const BuyMorePanel = lazy(() =>
  import('@/features/payments/components/buy-more-panel').then((module) => ({
    default: module.BuyMorePanel,
  })),
);

export default function CurrentPlanRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const orderId = Number(searchParams.get('order'));
  const onPaid = useRefreshAfterPayment();
  const [buying, setBuying] = useState(false);
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      {Number.isSafeInteger(orderId) && orderId > 0 ? (
        <OrderStatusBanner
          key={orderId}
          orderId={orderId}
          canceledOnReturn={searchParams.get('canceled') === '1'}
          onPaid={onPaid}
          onDismiss={() => setSearchParams(withoutBanner, { replace: true })}
        />
      ) : null}
      <BalanceOverview
        action={
          <Button
            aria-expanded={buying}
            aria-controls={BUY_MORE_ID}
            onClick={() => setBuying((open) => !open)}
          >
            <ShoppingCart aria-hidden="true" />
            Buy more
          </Button>
        }
      >
        {buying ? (
          <Suspense fallback={<Skeleton id={BUY_MORE_ID} className="h-96 rounded-2xl" />}>
            <BuyMorePanel id={BUY_MORE_ID} onClose={() => setBuying(false)} />
          </Suspense>
        ) : null}
      </BalanceOverview>
      <UsageHistory />
      <OrderHistory receiptParties={<ReceiptParties />} />
    </div>
  );
}
