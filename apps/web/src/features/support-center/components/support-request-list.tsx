import type { TAdminSupportList } from '@inkwell/contract';
import { useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useSupportList } from '../api/get-support-list';
import { useSupportFilters } from '../hooks/use-support-filters';
import { isFiltered, SUPPORT_CENTER_PAGE_SIZE } from '../utils/support-query';
import { StatusTabs } from './status-tabs';
import { SupportFilterBar } from './support-filter-bar';
import { SupportTable } from './support-table';

interface SupportPageProps {
  list: TAdminSupportList;
  filtered: boolean;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
}

function SupportPage({ list, filtered, page, onPageChange, busy }: SupportPageProps) {
  const { search } = useLocation();
  if (list.results.length === 0) {
    return (
      <p className="px-5 py-12 text-center text-sm text-muted-foreground">
        {filtered
          ? 'No requests match these filters.'
          : 'No support requests yet. Users’ requests, contact-form messages and applications will be listed here.'}
      </p>
    );
  }
  return (
    <>
      <SupportTable requests={list.results} busy={busy} listSearch={search} />
      <div className="border-t border-border">
        <Pager
          label="Pages of support requests"
          page={page}
          pageCount={Math.ceil(list.count / SUPPORT_CENTER_PAGE_SIZE)}
          onPageChange={onPageChange}
          busy={busy}
        />
      </div>
    </>
  );
}

/** Every request, filtered and ordered from the URL, with the counts per status as tabs. */
export function SupportRequestList() {
  const filters = useSupportFilters();
  const { query } = filters;
  const list = useSupportList(query);
  return (
    <Card className="@container overflow-hidden">
      <div className="grid gap-4 border-b border-border p-4 sm:p-5">
        <SupportFilterBar filters={filters} />
        <StatusTabs
          value={query.status}
          counts={list.data?.counts}
          onChange={(status) => filters.setFilter('status', status)}
        />
      </div>
      <QueryState
        query={list}
        what="the support requests"
        errorClassName="m-5"
        fallback={<ListSkeleton label="Loading the support requests" rows={5} rowClassName="h-14" />}
      >
        {(page) => (
          <SupportPage
            list={page}
            filtered={isFiltered(query)}
            page={query.page ?? 1}
            onPageChange={filters.setPage}
            busy={list.isPlaceholderData}
          />
        )}
      </QueryState>
    </Card>
  );
}
