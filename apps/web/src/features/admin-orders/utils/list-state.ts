/** What an order's page is given when opened from the list: the list's filters, for Back. */
export interface TOrdersListState {
  listSearch: string;
}

export function readListSearch(state: unknown): string {
  const search = (state as Partial<TOrdersListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
