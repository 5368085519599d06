import type { TAuditLogResponse } from '@inkwell/contract';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditLogFilters } from '../hooks/use-audit-log-filters';
import { AUDIT_LOG_PAGE_SIZE, isFiltered } from '../utils/audit-log-query';
import { AuditFilterBar } from './audit-filter-bar';
import { AuditTable } from './audit-table';

interface AuditPageProps {
  log: TAuditLogResponse;
  filtered: boolean;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
}

function AuditPage({ log, filtered, page, onPageChange, busy }: AuditPageProps) {
  if (log.results.length === 0) {
    return (
      <p className="px-5 py-12 text-center text-sm text-muted-foreground">
        {filtered
          ? 'No entries match these filters.'
          : 'No admin actions yet. Orders, user changes, refunds and settings changes will be listed here.'}
      </p>
    );
  }
  return (
    <>
      <AuditTable entries={log.results} busy={busy} />
      <div className="border-t border-border">
        <Pager
          label="Pages of the audit log"
          page={page}
          pageCount={Math.ceil(log.count / AUDIT_LOG_PAGE_SIZE)}
          onPageChange={onPageChange}
          busy={busy}
        />
      </div>
    </>
  );
}

/** Every admin action, filtered from the URL, newest first; each entry opens to its changes. */
export function AuditLog() {
  const filters = useAuditLogFilters();
  const { query } = filters;
  const log = useAuditLog(query);
  return (
    <Card className="@container overflow-hidden">
      <div className="border-b border-border p-4 sm:p-5">
        <AuditFilterBar filters={filters} admins={log.data?.admins ?? []} />
      </div>
      <QueryState
        query={log}
        what="the audit log"
        errorClassName="m-5"
        fallback={<ListSkeleton label="Loading the audit log" rows={6} rowClassName="h-12" />}
      >
        {(page) => (
          <AuditPage
            log={page}
            filtered={isFiltered(query)}
            page={query.page}
            onPageChange={filters.setPage}
            busy={log.isPlaceholderData}
          />
        )}
      </QueryState>
    </Card>
  );
}
