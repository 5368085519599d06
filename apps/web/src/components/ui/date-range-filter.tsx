import { useSearchParams } from 'react-router';
import { datesInOrder } from '@/lib/url-filters';
import { FilterInput } from './filter-input';

interface DateRangeFilterProps {
  /** The list's `setFilter` (`lib/use-url-filters.ts`). */
  onChange: (key: 'from' | 'to', value: string) => void;
}

/**
 * The From and To date boxes of a list's filter bar, from the URL's own `?from=` and `?to=`. An end
 * before the start stays in its box and is said under it; the list's query leaves it out
 * (`datesInOrder`).
 */
export function DateRangeFilter({ onChange }: DateRangeFilterProps) {
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return (
    <>
      <FilterInput
        label="From"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <FilterInput
        label="To"
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => onChange('to', event.target.value)}
        error={
          datesInOrder(from || undefined, to || undefined)
            ? undefined
            : 'The end date is before the start date.'
        }
      />
    </>
  );
}
