import {
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_REQUEST_PRIORITIES,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SORT_LABELS,
  SUPPORT_SORTS,
  SUPPORT_TYPE_LABELS,
} from '@inkwell/contract';
import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { TSupportFilters } from '../hooks/use-support-filters';
import { SUPPORT_CENTER_CATEGORIES } from '../utils/support-labels';
import { DEFAULT_SUPPORT_SORT } from '../utils/support-query';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** The search box (subject, email, text) and the selects that narrow and order the list. */
export function SupportFilterBar({ filters }: { filters: TSupportFilters }) {
  const searchId = useId();
  const { query, setFilter } = filters;
  return (
    <div className="grid gap-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search support requests
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search by subject, email or text"
          value={filters.search}
          onChange={(event) => filters.setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
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
