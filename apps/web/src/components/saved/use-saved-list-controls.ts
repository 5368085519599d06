import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long typing pauses before a saved list's search is asked for. */
export const SAVED_SEARCH_DELAY_MS = 300;

/** A saved list's search box and page: the words typed, the words asked for, the page shown. */
export function useSavedListControls() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const words = useDebouncedValue(search.trim(), SAVED_SEARCH_DELAY_MS);
  return {
    search,
    /** New words start again at the first page. */
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    words,
    page,
    setPage,
  };
}

export type TSavedListControls = ReturnType<typeof useSavedListControls>;
