import type { TOrder } from '@inkwell/contract';
import { CreditCard } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { currentPlanForOrder } from '@/config/paths';
import { showApiError } from '@/lib/show-api-error';
import { useCancelOrder } from '../api/cancel-order';
import { usePaySandboxOrder } from '../api/pay-sandbox-order';
import { orderAmount } from '../utils/format-order';

/** Pay or Cancel a pending Sandbox order; either way the buyer returns to their current plan. */
export function CheckoutActions({ order, onFailed }: { order: TOrder; onFailed: () => void }) {
  const navigate = useNavigate();
  const pay = usePaySandboxOrder();
  const cancel = useCancelOrder();
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;
  const callbacks = {
    onSuccess: () => void navigate(currentPlanForOrder(order.id)),
    onError: (error: unknown) => {
      showApiError(error);
      onFailed();
    },
  };
  return (
    <div className="grid gap-2 sm:grid-cols-[2fr_1fr]">
      <Button size="lg" disabled={busy} onClick={() => pay.mutate(order.id, callbacks)}>
        {pay.isPending ? <Spinner /> : <CreditCard aria-hidden="true" />}
        Pay {orderAmount(order)}
      </Button>
      <Button size="lg" variant="outline" disabled={busy} onClick={() => cancel.mutate(order.id, callbacks)}>
        {cancel.isPending ? <Spinner /> : null}
        Cancel
      </Button>
    </div>
  );
}
