import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditLogResponseSchema, type TAuditLogResponse } from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import type { TAuditLogFilters } from '../utils/audit-log-query';
import { auditLogKeys } from './audit-log-keys';

/** GET admin/audit-log/: every admin action, newest first, with the admins who appear in it. */
export async function getAuditLog(query: TAuditLogFilters): Promise<TAuditLogResponse> {
  const { data } = await apiClient.get<unknown>('admin/audit-log/', { params: query });
  return ZAuditLogResponseSchema.parse(data);
}

export const auditLogQueryOptions = (query: TAuditLogFilters) =>
  queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: () => getAuditLog(query),
    // The previous page (or filter) stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: TAuditLogFilters) {
  return useQuery(auditLogQueryOptions(query));
}
