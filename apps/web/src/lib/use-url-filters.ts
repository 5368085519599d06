import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';
import { withFilter, withPage } from './url-filters';

/** How long typing pauses before a list's search is asked for. */
export const SEARCH_DELAY_MS = 300;

interface TUrlFiltersOptions<Q> {
  /** The list's query from the URL's search params. */
  read: (params: URLSearchParams) => Q;
  /** Values a filter has when absent (a default sort): choosing them removes the filter from the URL. */
  defaults?: Partial<Record<string, string>>;
  /**
   * The page's param: `page`, unless two lists share a page's URL (Current Plan's usage and
   * orders), where each names its own (`orders_page`) so paging one leaves the other.
   */
  pageParam?: string;
}

export interface TUrlFilters<Q> {
  query: Q;
  /** The search box's text, as typed (the query gets it once typing pauses). */
  search: string;
  setSearch: (text: string) => void;
  setFilter: (key: string, value: string) => void;
  setPage: (page: number) => void;
  /** Every filter and the search gone (the sort too): the whole list from its first page. */
  clear: () => void;
}

/**
 * A list's filters, kept in the URL's search params: the query they make, the search box's
 * text (sent once typing pauses, under `?search=`), their setters and a way to clear them all.
 */
export function useUrlFilters<Q extends object>({
  read,
  defaults = {},
  pageParam = 'page',
}: TUrlFiltersOptions<Q>): TUrlFilters<Q> {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  // A list without a search box simply never sets one.
  const [search, setSearch] = useState((query as { search?: string }).search ?? '');
  const words = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const sentWords = useRef(words);

  const typed = search.trim();

  useEffect(() => {
    // Only settled text is sent: right after Clear filters the pause before it is stale.
    if (words === sentWords.current || words !== typed) return;
    sentWords.current = words;
    // Typing replaces the entry instead of adding one per pause.
    setParams((current) => withFilter(current, 'search', words, undefined, pageParam), { replace: true });
  }, [words, typed, setParams, pageParam]);

  return {
    query,
    search,
    setSearch,
    setFilter: (key: string, value: string) =>
      setParams((current) => withFilter(current, key, value, defaults[key], pageParam)),
    setPage: (page: number) => setParams((current) => withPage(current, page, pageParam)),
    clear: () => {
      setSearch('');
      sentWords.current = '';
      setParams(new URLSearchParams());
    },
  };
}
