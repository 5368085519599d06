import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TEndpoint, TEndpointAnswer, TEndpointInput } from '@inkwell/contract';
import { callAnyEndpoint, endpointKey } from '@/lib/endpoint-client';
import { removeFromPages } from '@/lib/remove-from-pages';

/** The contract's three endpoints of a tool's saved items: its list, one item, its deletion. */
export interface TSavedItemEndpoints {
  list: TEndpoint & { readonly query: unknown; readonly answer: unknown };
  get: TEndpoint & { readonly params: unknown; readonly answer: unknown };
  remove: TEndpoint & { readonly params: unknown };
}

/**
 * How long a page of items with signed links (images, audio) is fresh: the links expire within
 * minutes, so the page is asked again (fresh links) before they do, and when the window comes back.
 */
export const SIGNED_LINKS_STALE_MS = 4 * 60_000;

/** How the delete dialog names an item: "Delete this code?", what goes, and the icon button's name. */
export interface TDeleteWords {
  title: string;
  description: string;
  name: string;
}

/**
 * A tool's saved items on the web: its endpoints, whether its items carry signed links, and the
 * words of the dialog that deletes one.
 */
export interface TSavedTool<E extends TSavedItemEndpoints = TSavedItemEndpoints> {
  endpoints: E;
  signedLinks?: boolean;
  deleteWords(item: TEndpointAnswer<E['get']>): TDeleteWords;
}

type TListQuery<E extends TSavedItemEndpoints> = TEndpointInput<E['list'], 'query'>;

/** A page of a tool's saved items, newest first; the previous page stays on screen while the next loads. */
export const savedItemsQueryOptions = <E extends TSavedItemEndpoints>(
  { endpoints, signedLinks }: TSavedTool<E>,
  query: TListQuery<E>,
) =>
  queryOptions({
    queryKey: endpointKey(endpoints.list, query as object),
    queryFn: () => callAnyEndpoint(endpoints.list, { query }) as Promise<TEndpointAnswer<E['list']>>,
    placeholderData: keepPreviousData,
    ...(signedLinks
      ? {
          staleTime: SIGNED_LINKS_STALE_MS,
          refetchInterval: SIGNED_LINKS_STALE_MS,
          refetchOnWindowFocus: true,
        }
      : {}),
  });

export function useSavedItems<E extends TSavedItemEndpoints>(tool: TSavedTool<E>, query: TListQuery<E>) {
  return useQuery(savedItemsQueryOptions(tool, query));
}

/** How often one item is asked again, from its latest answer (a transcription polls while it runs). */
type TRefetchEvery<E extends TSavedItemEndpoints> = (
  item: TEndpointAnswer<E['get']> | undefined,
) => number | false;

/** One saved item (404 when it is not the user's); with signed links, asked again before they expire. */
export const savedItemQueryOptions = <E extends TSavedItemEndpoints>(
  { endpoints, signedLinks }: TSavedTool<E>,
  id: number,
  refetchEvery?: TRefetchEvery<E>,
) =>
  queryOptions({
    queryKey: endpointKey(endpoints.get, { id }),
    queryFn: () => callAnyEndpoint(endpoints.get, { params: { id } }) as Promise<TEndpointAnswer<E['get']>>,
    ...(signedLinks ? { staleTime: SIGNED_LINKS_STALE_MS, refetchInterval: SIGNED_LINKS_STALE_MS } : {}),
    ...(refetchEvery
      ? {
          refetchInterval: (query: { state: { data?: TEndpointAnswer<E['get']> } }) =>
            refetchEvery(query.state.data),
        }
      : {}),
  });

export function useSavedItem<E extends TSavedItemEndpoints>(
  tool: TSavedTool<E>,
  id: number,
  options: { enabled?: boolean; refetchEvery?: TRefetchEvery<E> } = {},
) {
  return useQuery({ ...savedItemQueryOptions(tool, id, options.refetchEvery), enabled: options.enabled });
}

/** Items just made (a `done` event, a generation): kept for their own queries, the lists asked again. */
export function storeSavedItems(
  queryClient: QueryClient,
  { endpoints }: TSavedTool,
  items: readonly { id: number }[],
): Promise<void> {
  for (const item of items) queryClient.setQueryData(endpointKey(endpoints.get, { id: item.id }), item);
  return queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.list) });
}

/**
 * Deletes a saved item: it leaves every cached page of the tool's lists at once, and its own
 * answer goes unless a page still shows it (that page goes back to the list).
 */
export function useDeleteSavedItem({ endpoints }: TSavedTool, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callAnyEndpoint(endpoints.remove, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: endpointKey(endpoints.get, { id }), type: 'inactive' });
      return removeFromPages(queryClient, endpointKey(endpoints.list), id);
    },
  });
}
