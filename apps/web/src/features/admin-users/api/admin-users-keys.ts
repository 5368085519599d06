import type { QueryClient } from '@tanstack/react-query';
import { adminUserEndpoints, type TAdminUserDetail } from '@inkwell/contract';
import { endpointKey } from '@/lib/endpoint-client';

/** An account an admin changed: kept for its pages, the lists asked again. */
export function storeAdminUser(queryClient: QueryClient, user: TAdminUserDetail): Promise<void> {
  queryClient.setQueryData(endpointKey(adminUserEndpoints.get, { id: user.id }), user);
  return queryClient.invalidateQueries({ queryKey: endpointKey(adminUserEndpoints.list) });
}
