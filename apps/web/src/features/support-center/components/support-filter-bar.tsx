import {
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_REQUEST_PRIORITIES,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SORT_LABELS,
  SUPPORT_SORTS,
  SUPPORT_TYPE_LABELS,
} from '@inkwell/contract';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchField } from '@/components/ui/search-field';
import type { TSupportFilters } from '../hooks/use-support-filters';
import { SUPPORT_CENTER_CATEGORIES } from '../utils/support-labels';
import { DEFAULT_SUPPORT_SORT } from '../utils/support-query';

/** The search box (subject, email, text) and the selects that narrow and order the list. */
export function SupportFilterBar({ filters }: { filters: TSupportFilters }) {
  const { query, setFilter } = filters;
  return (
    <div className="grid gap-3">
      <SearchField
        label="Search support requests"
        placeholder="Search by subject, email or text"
        value={filters.search}
        onChange={filters.setSearch}
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect label="Type" value={query.type ?? ''} onChange={(value) => setFilter('type', value)}>
          <option value="">All types</option>
          {SUPPORT_REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {SUPPORT_TYPE_LABELS[type]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Priority"
          value={query.priority ?? ''}
          onChange={(value) => setFilter('priority', value)}
        >
          <option value="">All priorities</option>
          {SUPPORT_REQUEST_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {SUPPORT_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Category"
          value={query.category ?? ''}
          onChange={(value) => setFilter('category', value)}
        >
          <option value="">All categories</option>
          {SUPPORT_CENTER_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Sort"
          value={query.sort ?? DEFAULT_SUPPORT_SORT}
          onChange={(value) => setFilter('sort', value)}
        >
          {SUPPORT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SUPPORT_SORT_LABELS[sort]}
            </option>
          ))}
        </FilterSelect>
      </div>
    </div>
  );
}
