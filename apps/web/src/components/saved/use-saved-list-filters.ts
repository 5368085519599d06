import { readPage } from '@/lib/url-filters';
import { useUrlFilters } from '@/lib/use-url-filters';

/** What every saved list asks for: a page, and the words searched (once typing pauses). */
export interface TSavedListQuery {
  page: number;
  search?: string;
}

/**
 * A saved list's search, page and own filters (`readFilters`: a language, a category), kept in
 * the page's URL like every list's, so a reload and Back keep them.
 */
export function useSavedListFilters<F extends object = object>(readFilters?: (params: URLSearchParams) => F) {
  return useUrlFilters<TSavedListQuery & F>({
    read: (params) => ({
      page: readPage(params.get('page')),
      search: params.get('search') || undefined,
      ...(readFilters?.(params) as F),
    }),
  });
}
