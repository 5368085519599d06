import type { TOrder, TOrdersResponse } from '@inkwell/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { readPage } from '@/lib/url-filters';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useOrders } from '../api/get-orders';
import { OrderRow } from './order-row';
import { ReceiptDialog } from './receipt-dialog';

export const ORDER_HISTORY_PAGE_SIZE = 10;

/** The page's param: Current Plan shows the usage history beside, with a page of its own. */
export const ORDERS_PAGE_PARAM = 'orders_page';

interface OrderPageProps {
  orders: TOrdersResponse;
  page: number;
  onPageChange: (page: number) => void;
  /** The previous page is shown while this one loads. */
  busy: boolean;
  onReceipt: (order: TOrder) => void;
}

function OrderPage({ orders, page, onPageChange, busy, onReceipt }: OrderPageProps) {
  if (orders.count === 0) {
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
      <ul aria-label="Orders" aria-busy={busy || undefined} className="divide-y divide-border">
        {orders.results.map((order) => (
          <OrderRow key={order.id} order={order} onReceipt={() => onReceipt(order)} />
        ))}
      </ul>
      <div className="border-t border-border">
        <Pager
          label="Order history pages"
          page={page}
          pageCount={Math.ceil(orders.count / ORDER_HISTORY_PAGE_SIZE)}
          onPageChange={onPageChange}
          busy={busy}
        />
      </div>
    </>
  );
}

function OrderList({ receiptParties }: { receiptParties: ReactNode }) {
  const { query: list, setPage } = useUrlFilters({
    read: (params) => ({ page: readPage(params.get(ORDERS_PAGE_PARAM)) }),
    pageParam: ORDERS_PAGE_PARAM,
  });
  const [receipt, setReceipt] = useState<TOrder | null>(null);
  const query = useOrders({ page: list.page, page_size: ORDER_HISTORY_PAGE_SIZE });
  return (
    <>
      <QueryState
        query={query}
        what="your orders"
        errorClassName="m-5"
        fallback={<ListSkeleton label="Loading your orders" rows={3} rowClassName="h-12" />}
      >
        {(orders) => (
          <OrderPage
            orders={orders}
            page={list.page}
            onPageChange={setPage}
            busy={query.isPlaceholderData}
            onReceipt={setReceipt}
          />
        )}
      </QueryState>
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
