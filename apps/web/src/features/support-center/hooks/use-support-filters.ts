import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { readSupportQuery, withFilter, withPage, type TSupportFilterKey } from '../utils/support-query';

/** How long typing pauses before the search is asked for. */
export const SUPPORT_SEARCH_DELAY_MS = 300;

/**
 * The Support Center's filters, kept in the URL's search params (a reload and Back keep them):
 * the query they make, the search box's text (sent once typing pauses), and their setters.
 */
export function useSupportFilters() {
  const [params, setParams] = useSearchParams();
  const query = readSupportQuery(params);
  const [search, setSearch] = useState(query.search ?? '');
  const words = useDebouncedValue(search.trim(), SUPPORT_SEARCH_DELAY_MS);
  const sentWords = useRef(words);

  useEffect(() => {
    if (words === sentWords.current) return;
    sentWords.current = words;
    // Typing replaces the entry instead of adding one per pause.
    setParams((current) => withFilter(current, 'search', words), { replace: true });
  }, [words, setParams]);

  return {
    query,
    search,
    setSearch,
    setFilter: (key: Exclude<TSupportFilterKey, 'search'>, value: string) =>
      setParams((current) => withFilter(current, key, value)),
    setPage: (page: number) => setParams((current) => withPage(current, page)),
  };
}

export type TSupportFilters = ReturnType<typeof useSupportFilters>;
