import { isTestModeGateway, TEST_MODE_LABEL, TEST_MODE_NOTE, type TOrder } from '@inkwell/contract';
import { Printer, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { productName } from '@/lib/product-name';
import { formatDateTime } from '@/lib/format-date';
import { orderNumber } from '../utils/format-order';
import { OrderLines } from './order-items';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';

function ReceiptBody({ order, parties }: { order: TOrder; parties: ReactNode }) {
  const details: [string, ReactNode][] = [
    ['Order number', orderNumber(order)],
    ['Date', formatDateTime(order.paid_at ?? order.created_at)],
    ['Status', <OrderStatusBadge key="status" status={order.status} />],
    [
      'Payment method',
      isTestModeGateway(order.gateway.code)
        ? `${order.gateway.method_name} (${TEST_MODE_LABEL.toLowerCase()}: ${TEST_MODE_NOTE.toLowerCase()})`
        : order.gateway.method_name,
    ],
    ['Reference', order.reference ?? '—'],
  ];
  return (
    <>
      {parties}
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-border p-4 text-sm sm:grid-cols-2">
        {details.map(([term, value]) => (
          <div key={term} className="grid min-w-0 gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
            <dd className="font-medium wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label="Items" className="grid gap-3">
        <OrderLines order={order} totalClassName="text-xl" />
      </section>
    </>
  );
}

interface ReceiptDialogProps {
  /** The order whose receipt is open; null when closed. */
  order: TOrder | null;
  onClose: () => void;
  parties: ReactNode;
}

/** A printable receipt: Print prints this dialog alone (see the print rules in globals.css). */
export function ReceiptDialog({ order, onClose, parties }: ReceiptDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        data-print-area=""
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:w-[min(36rem,calc(100vw-2rem))] print:static print:max-h-none print:w-full print:translate-none print:overflow-visible print:border-0 print:p-0 print:shadow-none"
      >
        {/* The header stays on top while a long receipt scrolls, so Close is always in reach on a phone. */}
        <div className="sticky -top-6 z-10 -mx-6 -mt-6 flex items-start justify-between gap-3 bg-card px-6 pt-6 pb-2 print:static print:m-0 print:p-0">
          <div className="grid gap-1">
            <DialogTitle>Receipt{order ? ` for order ${orderNumber(order)}` : ''}</DialogTitle>
            <DialogDescription>{productName} · keep it for your records</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close receipt"
              className="-mt-2 -mr-2 print:hidden"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        {order ? <ReceiptBody order={order} parties={parties} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end print:hidden">
          <DialogClose asChild>
            <Button variant="ghost">Close</Button>
          </DialogClose>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
