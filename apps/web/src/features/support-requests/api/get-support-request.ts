import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supportRequestEndpoints, type TSupportRequestDetail } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import { SUPPORT_REQUESTS_REFRESH_MS } from './get-support-requests';
import { markSupportRequestRead } from './support-request-keys';

/** GET support/requests/{id}/: the thread with every message; the server marks it read. */
export function getSupportRequest(id: number): Promise<TSupportRequestDetail> {
  return callEndpoint(supportRequestEndpoints.get, { params: { id } });
}

export const supportRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: endpointKey(supportRequestEndpoints.get, { id }),
    queryFn: () => getSupportRequest(id),
    // The attachments' signed links live for minutes: a thread left open is read again.
    refetchInterval: SUPPORT_REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** One thread; once it has been read, its row in the list loses the "New reply" marker. */
export function useSupportRequest(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery(supportRequestQueryOptions(id));
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) markSupportRequestRead(queryClient, id);
  }, [queryClient, id, dataUpdatedAt]);
  return query;
}
