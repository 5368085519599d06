import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { orderEndpoints } from '@inkwell/contract';
import { ErrorAlert, InfoAlert, SuccessAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { endpointKey } from '@/lib/endpoint-client';
import { httpStatus } from '@/lib/http-status';
import { useOrder } from '../api/get-order';
import { useCancelOnReturn } from '../hooks/use-cancel-on-return';
import { orderAmount, orderNumber } from '../utils/format-order';

export const BANNER_TEXT = {
  checking: 'Checking your payment…',
  pending: 'Payment pending…',
  canceling: 'Canceling your order…',
  paid: 'Payment received — your balances have been updated',
  failed: 'Payment failed',
  canceled: 'Payment canceled',
  refunded: 'Order refunded',
  notFound: 'Order not found',
  loadError: 'We couldn’t check your payment',
} as const;

interface OrderStatusBannerProps {
  orderId: number;
  /** The gateway's cancel link brought the buyer back (`&canceled=1`). */
  canceledOnReturn: boolean;
  /** Called once when the order is seen paid: refresh what the payment changed. */
  onPaid: () => void;
  onDismiss: () => void;
}

/** The status of the order a checkout returned to, followed every 2 s while it is pending. */
export function OrderStatusBanner({ orderId, canceledOnReturn, onPaid, onDismiss }: OrderStatusBannerProps) {
  const queryClient = useQueryClient();
  const query = useOrder(orderId, { poll: true });
  const { data: order, refetch } = query;
  const onConflict = useCallback(() => void refetch(), [refetch]);
  const { canceling } = useCancelOnReturn(order, canceledOnReturn, onConflict);

  const paidSeen = useRef(false);
  useEffect(() => {
    if (order?.status !== 'paid' || paidSeen.current) return;
    paidSeen.current = true;
    void queryClient.invalidateQueries({ queryKey: endpointKey(orderEndpoints.list) });
    onPaid();
  }, [order?.status, onPaid, queryClient]);

  const dismiss = (
    <Button variant="ghost" size="icon" className="size-8" aria-label="Dismiss" onClick={onDismiss}>
      <X aria-hidden="true" />
    </Button>
  );

  if (!order) {
    if (query.error) {
      return httpStatus(query.error) === 404 ? (
        <ErrorAlert title={BANNER_TEXT.notFound} action={dismiss}>
          We couldn’t find order #{orderId} in your account.
        </ErrorAlert>
      ) : (
        <ErrorAlert title={BANNER_TEXT.loadError} action={dismiss}>
          <Button variant="link" className="h-auto" onClick={() => void refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      );
    }
    return <InfoAlert busy title={BANNER_TEXT.checking} />;
  }

  const summary = `Order ${orderNumber(order)} · ${order.plan_name} · ${orderAmount(order)}`;
  switch (order.status) {
    case 'pending':
      return canceling ? (
        <InfoAlert busy title={BANNER_TEXT.canceling} />
      ) : (
        <InfoAlert busy title={BANNER_TEXT.pending} action={dismiss}>
          <p>{`${summary}. We’re waiting for the payment to be confirmed; this updates by itself.`}</p>
        </InfoAlert>
      );
    case 'paid':
      return (
        <SuccessAlert title={BANNER_TEXT.paid} action={dismiss}>
          <p>{summary}</p>
        </SuccessAlert>
      );
    case 'failed':
      return (
        <ErrorAlert title={BANNER_TEXT.failed} action={dismiss}>
          <p>{`${summary}. The payment didn’t go through and nothing was charged.`}</p>
          <Link to={paths.pricing} className="font-semibold text-brand hover:underline">
            Try again
          </Link>
        </ErrorAlert>
      );
    case 'canceled':
      return (
        <InfoAlert title={BANNER_TEXT.canceled} action={dismiss}>
          <p>{`${summary}. The order was canceled and nothing was charged.`}</p>
        </InfoAlert>
      );
    case 'refunded':
      return (
        <InfoAlert title={BANNER_TEXT.refunded} action={dismiss}>
          <p>{`${summary}. The payment was refunded.`}</p>
        </InfoAlert>
      );
  }
}
