import { useQuery } from '@tanstack/react-query';
import { adminMailEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';

/**
 * GET admin/mail/: the mail not sent yet (counts, the oldest waiting), never a body; asked
 * again every minute while the overview is open.
 */
export function useMailDelivery() {
  return useQuery({
    queryKey: endpointKey(adminMailEndpoints.get),
    queryFn: () => callEndpoint(adminMailEndpoints.get),
    refetchInterval: 60_000,
  });
}
