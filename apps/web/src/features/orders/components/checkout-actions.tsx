import type { TOrder } from '@inkwell/contract';
import { CreditCard } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PendingButton } from '@/components/ui/pending-button';
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
      <PendingButton
        size="lg"
        pending={pay.isPending}
        icon={CreditCard}
        disabled={busy}
        onClick={() => pay.mutate(order.id, callbacks)}
      >
        Pay {orderAmount(order)}
      </PendingButton>
      <PendingButton
        size="lg"
        variant="outline"
        pending={cancel.isPending}
        disabled={busy}
        onClick={() => cancel.mutate(order.id, callbacks)}
      >
        Cancel
      </PendingButton>
    </div>
  );
}
