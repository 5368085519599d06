import { SKELETON_COUNTS } from '@inkwell/contract';
import { LockKeyhole, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentMethods } from '../api/get-payment-methods';

/** "Secure checkout with" and the enabled gateways' logos and names. */
export function PaymentGateways() {
  const { data, isPending, isError, refetch, isFetching } = usePaymentMethods();

  return (
    <div className="mt-12 flex flex-col items-center gap-4 text-center">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <LockKeyhole aria-hidden="true" className="size-4" />
        Secure checkout with
      </p>
      {isPending ? (
        <ul
          aria-label="Loading payment gateways"
          aria-busy="true"
          className="flex flex-wrap justify-center gap-3"
        >
          {Array.from({ length: SKELETON_COUNTS.gateways }, (_, index) => (
            <li key={index} data-testid="gateway-skeleton">
              <Skeleton className="h-11 w-36 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-sm">
          <span>We couldn’t load the payment gateways.</span>
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw />
            Retry
          </Button>
        </div>
      ) : (
        <ul aria-label="Payment gateways" className="flex flex-wrap justify-center gap-3">
          {data.map((gateway) => (
            <li
              key={gateway.id}
              className="flex h-11 items-center gap-2.5 rounded-xl border border-border bg-card px-4 text-sm font-medium shadow-xs"
            >
              <img src={gateway.image} alt="" width={24} height={24} className="size-6 rounded-md" />
              {gateway.method_name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
