import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogEndpoints } from '@inkwell/contract';
import { callEndpoint, endpointKey } from '@/lib/endpoint-client';
import type { TAuditLogFilters } from '../utils/audit-log-query';

/** GET admin/audit-log/: every admin action, newest first, with the admins who appear in it. */
export const auditLogQueryOptions = (query: TAuditLogFilters) =>
  queryOptions({
    queryKey: endpointKey(auditLogEndpoints.list, query),
    queryFn: () => callEndpoint(auditLogEndpoints.list, { query }),
    // The previous page (or filter) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: TAuditLogFilters) {
  return useQuery(auditLogQueryOptions(query));
}
