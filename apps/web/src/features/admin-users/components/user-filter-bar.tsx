import { ADMIN_USER_SORT_LABELS, ADMIN_USER_SORTS, USER_ROLES } from '@inkwell/contract';
import { useId } from 'react';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchField } from '@/components/ui/search-field';
import type { TUserFilters } from '../hooks/use-user-filters';
import { ROLE_LABELS } from '../utils/user-labels';
import { DEFAULT_USER_SORT } from '../utils/user-query';

interface UserFilterBarProps {
  filters: TUserFilters;
  /** Every plan an account is on (from the list's answer); the URL's plan is kept even when absent. */
  plans: readonly string[];
}

/** The search box (name or email), the selects and the unconfirmed switch that narrow and order the list. */
export function UserFilterBar({ filters, plans }: UserFilterBarProps) {
  const unconfirmedId = useId();
  const { query, setFilter } = filters;
  const planOptions = query.plan && !plans.includes(query.plan) ? [query.plan, ...plans] : plans;
  return (
    <div className="grid gap-3">
      <SearchField
        label="Search users"
        placeholder="Search by name or email"
        value={filters.search}
        onChange={filters.setSearch}
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect label="Role" value={query.role ?? ''} onChange={(value) => setFilter('role', value)}>
          <option value="">All roles</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Plan" value={query.plan ?? ''} onChange={(value) => setFilter('plan', value)}>
          <option value="">All plans</option>
          {planOptions.map((plan) => (
            <option key={plan} value={plan}>
              {plan}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Blocked"
          value={query.blocked ?? ''}
          onChange={(value) => setFilter('blocked', value)}
        >
          <option value="">Any</option>
          <option value="true">Blocked only</option>
          <option value="false">Not blocked</option>
        </FilterSelect>
        <FilterSelect
          label="Sort"
          value={query.sort ?? DEFAULT_USER_SORT}
          onChange={(value) => setFilter('sort', value)}
        >
          {ADMIN_USER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {ADMIN_USER_SORT_LABELS[sort]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={unconfirmedId}
          type="checkbox"
          checked={query.unconfirmed === 'true'}
          onChange={(event) => setFilter('unconfirmed', event.target.checked ? 'true' : '')}
          className="size-4 rounded accent-[var(--primary)] focus-ring"
        />
        <label htmlFor={unconfirmedId} className="text-sm">
          Unconfirmed email only
        </label>
      </div>
    </div>
  );
}
