import type { TOrder } from '@inkwell/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { OrderRow } from './order-row';
import { ReceiptDialog } from './receipt-dialog';

export const ORDER_HISTORY_PAGE_SIZE = 10;

function OrderList({ receiptParties }: { receiptParties: ReactNode }) {
  const [page, setPage] = useState(1);
  const [receipt, setReceipt] = useState<TOrder | null>(null);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useOrders({
    page,
    page_size: ORDER_HISTORY_PAGE_SIZE,
  });

  if (isPending) {
    return <ListSkeleton label="Loading your orders" rows={3} rowClassName="h-12" />;
  }
  if (isError) {
    return (
      <LoadError what="your orders" onRetry={() => void refetch()} retrying={isFetching} className="m-5" />
    );
  }
  if (data.count === 0) {
    return (
      <p className="px-5 py-10 text-center text-sm text-muted-foreground">
        No orders yet. Plans you buy will be listed here.{' '}
        <Link to={paths.pricing} className="font-semibold text-brand hover:underline">
          See the plans
        </Link>
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Orders" aria-busy={isPlaceholderData || undefined} className="divide-y divide-border">
        {data.results.map((order) => (
          <OrderRow key={order.id} order={order} onReceipt={() => setReceipt(order)} />
        ))}
      </ul>
      <div className="border-t border-border">
        <Pager
          label="Order history pages"
          page={page}
          pageCount={Math.ceil(data.count / ORDER_HISTORY_PAGE_SIZE)}
          onPageChange={setPage}
          busy={isPlaceholderData}
        />
      </div>
      <ReceiptDialog order={receipt} onClose={() => setReceipt(null)} parties={receiptParties} />
    </>
  );
}

interface OrderHistoryProps {
  /** Seller and buyer blocks for the receipt, composed by the page (company and profile). */
  receiptParties: ReactNode;
}

/** The signed-in user's orders, newest first, each with its status and a printable receipt. */
export function OrderHistory({ receiptParties }: OrderHistoryProps) {
  return (
    <section aria-labelledby="order-history-title">
      <Card className="overflow-hidden">
        <h2 id="order-history-title" className="border-b border-border px-5 py-4 text-lg font-semibold">
          Order history
        </h2>
        <OrderList receiptParties={receiptParties} />
      </Card>
    </section>
  );
}
