import {
  ADMIN_ORDER_SORT_LABELS,
  ADMIN_ORDER_SORTS,
  ORDER_STATUSES,
  PAYMENT_GATEWAY_CODES,
} from '@inkwell/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUS_COPY } from '@/components/orders/order-status-badge';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { SearchField } from '@/components/ui/search-field';
import type { TOrderFilters } from '../hooks/use-order-filters';
import { datesInOrder } from '../utils/order-query';
import { GATEWAY_LABELS } from '../utils/order-labels';

function DateFilter({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The search box (order id or email), the selects and the date range that narrow and order the list. */
export function OrderFilterBar({ filters }: { filters: TOrderFilters }) {
  const { query, setFilter } = filters;
  // The URL's own dates: an end before the start stays in the box (and is said) but is not asked for.
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
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
        <DateFilter label="From" value={from} onChange={(value) => setFilter('from', value)} />
        <DateFilter
          label="To"
          value={to}
          onChange={(value) => setFilter('to', value)}
          error={
            datesInOrder(from || undefined, to || undefined)
              ? undefined
              : 'The end date is before the start date.'
          }
        />
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
