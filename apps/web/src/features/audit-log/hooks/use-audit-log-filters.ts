import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { withFilter } from '@/lib/url-filters';
import { SEARCH_DELAY_MS, useUrlFilters } from '@/lib/use-url-filters';
import { readAuditLogQuery, type TAuditLogFilters } from '../utils/audit-log-query';

export type TAuditFilterKey = 'admin_id' | 'action' | 'target_type' | 'from' | 'to';

/**
 * The audit log's filters, kept in the URL: the selects and dates at once, the target id once
 * typing pauses.
 */
export function useAuditLogFilters() {
  // No search box: the target id is typed instead (its own key in the URL).
  const filters = useUrlFilters<TAuditLogFilters & { search?: undefined }>({ read: readAuditLogQuery });
  const [, setParams] = useSearchParams();
  const [targetId, setTargetId] = useState(filters.query.target_id ?? '');
  const typed = useDebouncedValue(targetId.trim(), SEARCH_DELAY_MS);
  const sentTyped = useRef(typed);

  useEffect(() => {
    if (typed === sentTyped.current) return;
    sentTyped.current = typed;
    // Typing replaces the entry instead of adding one per pause.
    setParams((current) => withFilter(current, 'target_id', typed), { replace: true });
  }, [typed, setParams]);

  return {
    query: filters.query,
    targetId,
    setTargetId,
    setFilter: (key: TAuditFilterKey, value: string) => filters.setFilter(key, value),
    setPage: filters.setPage,
    clear: () => {
      setTargetId('');
      sentTyped.current = '';
      filters.clear();
    },
  };
}

export type TAuditLogFilterState = ReturnType<typeof useAuditLogFilters>;
