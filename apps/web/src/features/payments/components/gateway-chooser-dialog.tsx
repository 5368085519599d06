import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { describePurchase, type Purchase } from '../utils/purchase';
import { GatewayOptions, defaultGatewayId } from './gateway-options';
import { PurchaseSummary } from './purchase-summary';
import { TermsAgreement } from './terms-agreement';

export const CHOOSER_TITLE = 'Choose a payment method';

function ChooserForm({ purchase }: { purchase: Purchase }) {
  const methods = usePaymentMethods();
  const [chosen, setChosen] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [showTermsError, setShowTermsError] = useState(false);
  const termsId = useId();
  const checkout = useStartCheckout();
  const gatewayId = chosen ?? defaultGatewayId(methods.data);

  function proceed(event: FormEvent) {
    event.preventDefault();
    if (gatewayId === null || checkout.isPending) return;
    if (!agreed) {
      // Said once, under the box (announced, with focus on the box), not also as a toast.
      setShowTermsError(true);
      document.getElementById(termsId)?.focus();
      return;
    }
    checkout.start(purchase, gatewayId);
  }

  return (
    <form noValidate onSubmit={proceed} className="grid gap-5">
      <PurchaseSummary {...describePurchase(purchase)} />
      <GatewayOptions query={methods} value={gatewayId} onChange={setChosen} />
      <TermsAgreement id={termsId} checked={agreed} onCheckedChange={setAgreed} showError={showTermsError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={gatewayId === null || checkout.isPending}>
          {checkout.isPending ? <Spinner /> : <Lock aria-hidden="true" />}
          Proceed
        </Button>
      </div>
    </form>
  );
}

interface GatewayChooserDialogProps {
  /** What is being bought; the dialog is open while this is set. */
  purchase: Purchase | null;
  onClose: () => void;
}

/** Buying a plan: pick a gateway, agree to the terms, then go to the checkout. */
export function GatewayChooserDialog({ purchase, onClose }: GatewayChooserDialogProps) {
  return (
    <Dialog open={purchase !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:w-[min(32rem,calc(100vw-2rem))]">
        <div className="grid gap-1.5">
          <DialogTitle>{CHOOSER_TITLE}</DialogTitle>
          <DialogDescription>You’ll confirm the payment on the next page.</DialogDescription>
        </div>
        {purchase ? <ChooserForm purchase={purchase} /> : null}
      </DialogContent>
    </Dialog>
  );
}
