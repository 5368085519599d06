import {
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_STATUS_LABELS,
  type TSupportRequestStatus,
  type TSupportRequestsResponse,
} from '@inkwell/contract';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { oneOf, readPage } from '@/lib/url-filters';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useSupportRequests } from '../api/get-support-requests';
import { StatusFilter } from './status-filter';
import { SupportRequestRow } from './support-request-row';

/** How many requests a page lists. */
export const SUPPORT_REQUESTS_PAGE_SIZE = 20;

interface RequestPageProps {
  page: TSupportRequestsResponse;
  status: TSupportRequestStatus | undefined;
  selectedId: number | undefined;
  busy: boolean;
  /** The empty list's way to the first request. */
  firstRequest: ReactNode;
}

function RequestPage({ page, status, selectedId, busy, firstRequest }: RequestPageProps) {
  if (page.results.length === 0) {
    return status ? (
      <p className="px-5 py-12 text-center text-sm text-muted-foreground">
        No {SUPPORT_STATUS_LABELS[status].toLowerCase()} requests.
      </p>
    ) : (
      <div className="grid justify-items-center gap-3 px-5 py-12 text-center">
        <p className="font-medium">You haven’t asked us anything yet.</p>
        <p className="max-w-xs text-sm text-muted-foreground">
          A question about billing, a bug, an idea: open a request and we answer here and by email.
        </p>
        {firstRequest}
      </div>
    );
  }
  return (
    <ul aria-label="Your support requests" aria-busy={busy || undefined} className="divide-y divide-border">
      {page.results.map((request) => (
        <li key={request.id}>
          <SupportRequestRow request={request} selected={request.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

interface SupportRequestListProps {
  selectedId: number | undefined;
  /** Above the list: New request. */
  action: ReactNode;
  firstRequest: ReactNode;
}

/** The list's status and page, from the URL (beside `?request=`, the thread shown). */
function readRequestsQuery(params: URLSearchParams) {
  return {
    status: oneOf(SUPPORT_REQUEST_STATUSES, params.get('status')),
    page: readPage(params.get('page')),
  };
}

/** The user's requests, latest activity first: narrowed by status, a page at a time. */
export function SupportRequestList({ selectedId, action, firstRequest }: SupportRequestListProps) {
  const filters = useUrlFilters({ read: readRequestsQuery });
  const { status, page } = filters.query;
  const query = useSupportRequests({ page, page_size: SUPPORT_REQUESTS_PAGE_SIZE, status });
  return (
    <Card className="grid grid-cols-[minmax(0,1fr)] content-start overflow-hidden">
      <div className="grid gap-3 border-b border-border p-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-semibold">Your requests</h2>
          {action}
        </div>
        <StatusFilter value={status} onChange={(next) => filters.setFilter('status', next ?? '')} />
      </div>
      <QueryState
        query={query}
        what="your support requests"
        errorClassName="m-4"
        fallback={<ListSkeleton label="Loading your support requests" rows={4} rowClassName="h-14" />}
      >
        {(loaded) => (
          <>
            <RequestPage
              page={loaded}
              status={status}
              selectedId={selectedId}
              busy={query.isPlaceholderData}
              firstRequest={firstRequest}
            />
            <Pager
              label="Pages of your support requests"
              page={page}
              pageCount={Math.ceil(loaded.count / SUPPORT_REQUESTS_PAGE_SIZE)}
              onPageChange={filters.setPage}
              busy={query.isPlaceholderData}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
