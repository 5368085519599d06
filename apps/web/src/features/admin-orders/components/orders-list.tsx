import { Plus } from 'lucide-react';
import { useLocation } from 'react-router';
import { ListActions } from '@/components/ui/list-actions';
import { PagedList } from '@/components/ui/paged-list';
import { StackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { useExportOrders } from '../api/export-orders';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { ADMIN_ORDERS_PAGE_SIZE, exportFilter, isFiltered } from '../utils/order-query';
import { OrderFilterBar } from './order-filter-bar';
import { OrderTableRow } from './order-table-row';
import { RevenueSummary } from './revenue-summary';

const COLUMNS = ['Order', 'Buyer', 'Plan', 'Amount', 'Gateway', 'Status', 'Created / paid'];

/** Every order, filtered and ordered from the URL, with the revenue of what the filters leave. */
export function OrdersList() {
  const filters = useOrderFilters();
  const { query } = filters;
  const list = useAdminOrders(query);
  const exporting = useExportOrders(exportFilter(query));
  const { search } = useLocation();
  return (
    <PagedList
      query={list}
      what="the orders"
      toolbar={
        <>
          <OrderFilterBar filters={filters} />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <RevenueSummary revenue={list.data?.revenue} />
            <ListActions
              exporting={exporting}
              create={{ to: paths.createOrder, label: 'Create order', icon: Plus }}
            />
          </div>
        </>
      }
      filtered={isFiltered(query)}
      empty={{
        noMatch: 'No orders match these filters.',
        nothingYet: 'No orders yet. Buyers’ orders and the ones admins create will be listed here.',
        onClear: filters.clear,
      }}
      pager={{
        label: 'Pages of orders',
        page: query.page,
        pageSize: ADMIN_ORDERS_PAGE_SIZE,
        onPageChange: filters.setPage,
      }}
    >
      {(page, busy) => (
        <StackedTable label="Orders" columns={COLUMNS} busy={busy}>
          {page.results.map((order) => (
            <OrderTableRow key={order.id} order={order} listSearch={search} />
          ))}
        </StackedTable>
      )}
    </PagedList>
  );
}
