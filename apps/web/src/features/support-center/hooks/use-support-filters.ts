import { useUrlFilters } from '@/lib/use-url-filters';
import { DEFAULT_SUPPORT_SORT, readSupportQuery, type TSupportFilterKey } from '../utils/support-query';

/**
 * The Support Center's filters, kept in the URL's search params (a reload and Back keep them):
 * the query they make, the search box's text (sent once typing pauses), and their setters.
 */
export function useSupportFilters() {
  const filters = useUrlFilters({ read: readSupportQuery, defaults: { sort: DEFAULT_SUPPORT_SORT } });
  return {
    ...filters,
    setFilter: (key: Exclude<TSupportFilterKey, 'search'>, value: string) => filters.setFilter(key, value),
  };
}

export type TSupportFilters = ReturnType<typeof useSupportFilters>;
