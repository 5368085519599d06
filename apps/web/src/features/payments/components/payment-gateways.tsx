import { SKELETON_COUNTS } from '@inkwell/contract';
import { LockKeyhole } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentMethods } from '../api/get-payment-methods';

/**
 * "Secure checkout with" and the enabled gateways' logos and names. A test-mode gateway (the
 * Sandbox) is never advertised; with only test gateways on, the line is left out.
 */
export function PaymentGateways() {
  const query = usePaymentMethods();
  if (query.data && !query.data.some((method) => !method.test_mode)) return null;
  return (
    <div className="mt-12 flex flex-col items-center gap-4 text-center">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <LockKeyhole aria-hidden="true" className="size-4" />
        Secure checkout with
      </p>
      <QueryState
        query={query}
        what="the payment gateways"
        compact
        errorClassName="justify-center"
        fallback={
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
        }
      >
        {(gateways) => (
          <ul aria-label="Payment gateways" className="flex flex-wrap justify-center gap-3">
            {gateways
              .filter((gateway) => !gateway.test_mode)
              .map((gateway) => (
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
      </QueryState>
    </div>
  );
}
