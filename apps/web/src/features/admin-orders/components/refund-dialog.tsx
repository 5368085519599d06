import { ConfirmActions } from '@/components/ui/confirm-actions';
import type { TAdminOrderDetail } from '@inkwell/contract';
import type { ReactElement } from 'react';
import { Undo2 } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { formatPrice } from '@/lib/format-price';
import { readErrorMessage } from '@/lib/read-form-errors';
import { useRefundOrder } from '../api/refund-order';

interface RefundDialogProps {
  order: TAdminOrderDetail;
  trigger: ReactElement;
  defaultOpen: boolean;
}

/** Asks before an order is refunded and says what will happen; a refusal is said inside. */
export default function RefundDialog({ order, trigger, defaultOpen }: RefundDialogProps) {
  const refund = useRefundOrder();
  const stripe = order.gateway.code === 'stripe';
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={(open) => !open && refund.reset()}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>Refund order #{order.id}?</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-2">
            <p>
              The unspent part of what this order credited is taken back from the buyer’s balances; what they
              have already used stays theirs.
            </p>
            <p>
              {stripe
                ? `${formatPrice(order.amount, order.currency)} is returned to the buyer through Stripe.`
                : 'No money moves: this order was not paid through Stripe.'}{' '}
              This cannot be undone.
            </p>
          </div>
        </DialogDescription>
        <FormAlert message={refund.error ? readErrorMessage(refund.error) : null} />
        <ConfirmActions pending={refund.isPending} icon={Undo2} onConfirm={() => refund.mutate(order.id)}>
          Refund
        </ConfirmActions>
      </DialogContent>
    </Dialog>
  );
}
