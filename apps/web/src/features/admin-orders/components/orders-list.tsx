import type { TAdminOrdersResponse } from '@inkwell/contract';
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyList } from '@/components/ui/empty-list';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useExportOrders } from '../api/export-orders';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { ADMIN_ORDERS_PAGE_SIZE, exportFilter, isFiltered } from '../utils/order-query';
import { OrderFilterBar } from './order-filter-bar';
import { OrdersTable } from './orders-table';
import { RevenueSummary } from './revenue-summary';

interface OrdersPageProps {
  list: TAdminOrdersResponse;
  filtered: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onClear: () => void;
  busy: boolean;
}

function OrdersPage({ list, filtered, page, onPageChange, onClear, busy }: OrdersPageProps) {
  const { search } = useLocation();
  if (list.results.length === 0) {
    return (
      <EmptyList
        filtered={filtered}
        noMatch="No orders match these filters."
        nothingYet="No orders yet. Buyers’ orders and the ones admins create will be listed here."
        onClear={onClear}
      />
    );
  }
  return (
    <>
      <OrdersTable orders={list.results} busy={busy} listSearch={search} />
      <div className="border-t border-border">
        <Pager
          label="Pages of orders"
          page={page}
          pageCount={Math.ceil(list.count / ADMIN_ORDERS_PAGE_SIZE)}
          onPageChange={onPageChange}
          busy={busy}
        />
      </div>
    </>
  );
}

/** Every order, filtered and ordered from the URL, with the revenue of what the filters leave. */
export function OrdersList() {
  const filters = useOrderFilters();
  const { query } = filters;
  const list = useAdminOrders(query);
  const exporting = useExportOrders(exportFilter(query));
  return (
    <Card className="@container overflow-hidden">
      <div className="grid gap-4 border-b border-border p-4 sm:p-5">
        <OrderFilterBar filters={filters} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <RevenueSummary revenue={list.data?.revenue} />
          <div className="flex flex-wrap gap-2">
            <ExportCsvButton exporting={exporting} />
            <Button asChild>
              <Link to={paths.createOrder}>
                <Plus aria-hidden="true" />
                Create order
              </Link>
            </Button>
          </div>
        </div>
      </div>
      <QueryState
        query={list}
        what="the orders"
        errorClassName="m-5"
        fallback={<ListSkeleton label="Loading the orders" rows={5} rowClassName="h-14" />}
      >
        {(page) => (
          <OrdersPage
            list={page}
            filtered={isFiltered(query)}
            page={query.page}
            onPageChange={filters.setPage}
            onClear={filters.clear}
            busy={list.isPlaceholderData}
          />
        )}
      </QueryState>
    </Card>
  );
}
