import type { QueryClient } from '@tanstack/react-query';
import type { TAdminSupportDetail, TAdminSupportQuery } from '@inkwell/contract';

/** Query keys of the admins' Support Center; `all` covers every one. */
export const supportCenterKeys = {
  all: ['support-center'] as const,
  lists: ['support-center', 'list'] as const,
  list: (query: TAdminSupportQuery) => ['support-center', 'list', query] as const,
  detail: (id: number) => ['support-center', 'detail', id] as const,
  badge: ['support-center', 'badge'] as const,
  settings: ['support-center', 'settings'] as const,
};

/** A request an admin changed (a reply, a note, a status): kept for its page, lists and badge asked again. */
export function storeSupportRequest(queryClient: QueryClient, request: TAdminSupportDetail): Promise<void> {
  queryClient.setQueryData(supportCenterKeys.detail(request.id), request);
  return refreshSupportLists(queryClient);
}

/** The lists (their rows and counts) and the sidebar's number of open requests. */
export async function refreshSupportLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: supportCenterKeys.lists }),
    queryClient.invalidateQueries({ queryKey: supportCenterKeys.badge }),
  ]);
}
