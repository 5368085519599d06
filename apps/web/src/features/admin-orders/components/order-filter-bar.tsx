import {
  ADMIN_ORDER_SORT_LABELS,
  ADMIN_ORDER_SORTS,
  ORDER_STATUSES,
  PAYMENT_GATEWAY_CODES,
} from '@inkwell/contract';
import { GATEWAY_LABELS } from '@/components/orders/gateway-labels';
import { ORDER_STATUS_COPY } from '@/components/orders/order-status-badge';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchField } from '@/components/ui/search-field';
import type { TOrderFilters } from '../hooks/use-order-filters';

/** The search box (order id or email), the selects and the date range that narrow and order the list. */
export function OrderFilterBar({ filters }: { filters: TOrderFilters }) {
  const { query, setFilter } = filters;
  return (
    <div className="grid gap-3">
      <SearchField
        label="Search orders"
        placeholder="Search by order number or email"
        value={filters.search}
        onChange={filters.setSearch}
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <FilterSelect
          label="Status"
          value={query.status ?? ''}
          onChange={(value) => setFilter('status', value)}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_COPY[status].label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Gateway"
          value={query.gateway ?? ''}
          onChange={(value) => setFilter('gateway', value)}
        >
          <option value="">All gateways</option>
          {PAYMENT_GATEWAY_CODES.map((gateway) => (
            <option key={gateway} value={gateway}>
              {GATEWAY_LABELS[gateway]}
            </option>
          ))}
        </FilterSelect>
        <DateRangeFilter onChange={setFilter} />
        <div className="col-span-2 lg:col-span-1">
          <FilterSelect label="Sort" value={query.sort} onChange={(value) => setFilter('sort', value)}>
            {ADMIN_ORDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {ADMIN_ORDER_SORT_LABELS[sort]}
              </option>
            ))}
          </FilterSelect>
        </div>
      </div>
    </div>
  );
}
