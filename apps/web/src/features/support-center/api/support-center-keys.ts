import type { QueryClient } from '@tanstack/react-query';
import { adminSupportEndpoints, type TAdminSupportDetail } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** A request an admin changed (a reply, a note, a status): kept for its page, lists and badge asked again. */
export function storeSupportRequest(queryClient: QueryClient, request: TAdminSupportDetail): Promise<void> {
  queryClient.setQueryData(endpointKey(adminSupportEndpoints.get, { id: request.id }), request);
  return refreshSupportLists(queryClient);
}

/** The lists (their rows and counts) and the sidebar's number of open requests. */
export async function refreshSupportLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(adminSupportEndpoints.list) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(adminSupportEndpoints.summary) }),
  ]);
}
