import { PagedList } from '@/components/ui/paged-list';
import { StackedTable, type TStackedColumn } from '@/components/ui/stacked-table';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditLogFilters } from '../hooks/use-audit-log-filters';
import { AUDIT_LOG_PAGE_SIZE, isFiltered } from '../utils/audit-log-query';
import { AuditFilterBar } from './audit-filter-bar';
import { AuditRow } from './audit-row';

const COLUMNS: (string | TStackedColumn)[] = [
  'Time',
  'Admin',
  'Action',
  'Target',
  'IP',
  { label: 'Changes', hidden: true, className: 'text-right' },
];

/** Every admin action, filtered from the URL, newest first; each entry opens to its changes. */
export function AuditLog() {
  const filters = useAuditLogFilters();
  const { query } = filters;
  const log = useAuditLog(query);
  return (
    <PagedList
      query={log}
      what="the audit log"
      toolbar={<AuditFilterBar filters={filters} admins={log.data?.admins ?? []} />}
      skeleton={{ rows: 6, rowClassName: 'h-12' }}
      filtered={isFiltered(query)}
      empty={{
        noMatch: 'No entries match these filters.',
        nothingYet:
          'No admin actions yet. Orders, user changes, refunds and settings changes will be listed here.',
      }}
      pager={{
        label: 'Pages of the audit log',
        page: query.page,
        pageSize: AUDIT_LOG_PAGE_SIZE,
        onPageChange: filters.setPage,
      }}
    >
      {(page, busy) => (
        <StackedTable label="Audit log" columns={COLUMNS} busy={busy}>
          {page.results.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </StackedTable>
      )}
    </PagedList>
  );
}
