import { useLocation } from 'react-router';
import { PagedList } from '@/components/ui/paged-list';
import { StackedTable } from '@/components/ui/stacked-table';
import { useSupportList } from '../api/get-support-list';
import { useSupportFilters } from '../hooks/use-support-filters';
import { isFiltered, SUPPORT_CENTER_PAGE_SIZE } from '../utils/support-query';
import { StatusTabs } from './status-tabs';
import { SupportFilterBar } from './support-filter-bar';
import { SupportRow } from './support-row';

const COLUMNS = ['Type', 'Subject', 'From', 'Priority', 'Status', 'Last activity'];

/** Every request, filtered and ordered from the URL, with the counts per status as tabs. */
export function SupportRequestList() {
  const filters = useSupportFilters();
  const { query } = filters;
  const list = useSupportList(query);
  const { search } = useLocation();
  return (
    <PagedList
      query={list}
      what="the support requests"
      toolbar={
        <>
          <SupportFilterBar filters={filters} />
          <StatusTabs
            value={query.status}
            counts={list.data?.counts}
            onChange={(status) => filters.setFilter('status', status)}
          />
        </>
      }
      filtered={isFiltered(query)}
      empty={{
        noMatch: 'No requests match these filters.',
        nothingYet:
          'No support requests yet. Users’ requests, contact-form messages and applications will be listed here.',
      }}
      pager={{
        label: 'Pages of support requests',
        page: query.page ?? 1,
        pageSize: SUPPORT_CENTER_PAGE_SIZE,
        onPageChange: filters.setPage,
      }}
    >
      {(page, busy) => (
        <StackedTable label="Support requests" columns={COLUMNS} busy={busy}>
          {page.results.map((request) => (
            <SupportRow key={request.id} request={request} listSearch={search} />
          ))}
        </StackedTable>
      )}
    </PagedList>
  );
}
