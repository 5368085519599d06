import type { TAuditLogFilters } from '../utils/audit-log-query';

/** Query keys of the audit log. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: TAuditLogFilters) => ['audit-log', 'list', query] as const,
};
