/** What a request's page is given when opened from the list: the list's filters, for Back. */
export interface TSupportListState {
  listSearch: string;
}

export function readListSearch(state: unknown): string {
  const search = (state as Partial<TSupportListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
