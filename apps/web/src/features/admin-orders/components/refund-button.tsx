import type { TAdminOrderDetail } from '@inkwell/contract';
import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadOnOpen } from '@/components/ui/load-on-open';

const loadRefundDialog = () => import('./refund-dialog');

/** Refund, asked first in a dialog whose code loads on first use. */
export function RefundButton({ order }: { order: TAdminOrderDetail }) {
  return (
    <LoadOnOpen
      load={loadRefundDialog}
      popup="dialog"
      props={{ order }}
      trigger={
        <Button variant="outline">
          <Undo2 aria-hidden="true" />
          Refund
        </Button>
      }
    />
  );
}
