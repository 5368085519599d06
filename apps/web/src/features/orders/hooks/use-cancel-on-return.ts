import type { TOrder } from '@inkwell/contract';
import { useEffect, useRef, useState } from 'react';
import { httpStatus } from '@/lib/http-status';
import { showApiError } from '@/lib/show-api-error';
import { useCancelOrder } from '../api/cancel-order';

/**
 * Back from a gateway's cancel link (`&canceled=1`): a still-pending order is canceled, once.
 * A 409 means the payment moved on meanwhile; `onConflict` lets the caller ask for the truth.
 */
export function useCancelOnReturn(order: TOrder | undefined, enabled: boolean, onConflict: () => void) {
  const { mutate, isPending } = useCancelOrder();
  const attempted = useRef(false);
  const [failed, setFailed] = useState(false);
  const orderId = order?.id;
  const pending = order?.status === 'pending';

  useEffect(() => {
    if (!enabled || !pending || orderId === undefined || attempted.current) return;
    attempted.current = true;
    mutate(orderId, {
      onError: (error) => {
        setFailed(true);
        if (httpStatus(error) === 409) onConflict();
        else showApiError(error);
      },
    });
  }, [enabled, pending, orderId, mutate, onConflict]);

  // From the first render on, so the pending banner never flashes before the cancel starts.
  return { canceling: isPending || (enabled && pending && !failed) };
}
