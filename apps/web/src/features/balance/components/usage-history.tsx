import { CAPABILITIES, type TCapability, type TLedgerResponse } from '@inkwell/contract';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { oneOf, readPage } from '@/lib/url-filters';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useLedger } from '../api/get-ledger';
import { capabilityLabel } from '../config/capability-labels';
import { CapabilityFilter } from './capability-filter';
import { LedgerTable } from './ledger-table';

export const USAGE_HISTORY_PAGE_SIZE = 10;

/** The page's param: Current Plan shows the order history beside, with a page of its own. */
export const USAGE_PAGE_PARAM = 'usage_page';

interface LedgerPageProps {
  ledger: TLedgerResponse;
  capability: TCapability | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /** The previous page is shown while this one loads. */
  busy: boolean;
}

function LedgerPage({ ledger, capability, page, onPageChange, busy }: LedgerPageProps) {
  if (ledger.count === 0) {
    return (
      <p className="px-5 py-10 text-center text-sm text-muted-foreground">
        {capability
          ? `No “${capabilityLabel(capability)}” changes yet.`
          : 'No balance changes yet. Trial grants, purchases and what the tools use will be listed here.'}
      </p>
    );
  }
  return (
    <>
      <LedgerTable lines={ledger.results} busy={busy} />
      <div className="border-t border-border">
        <Pager
          label="Usage history pages"
          page={page}
          pageCount={Math.ceil(ledger.count / USAGE_HISTORY_PAGE_SIZE)}
          onPageChange={onPageChange}
          busy={busy}
        />
      </div>
    </>
  );
}

type LedgerPagesProps = Omit<LedgerPageProps, 'ledger' | 'busy'>;

function LedgerPages({ capability, page, onPageChange }: LedgerPagesProps) {
  const query = useLedger({ page, page_size: USAGE_HISTORY_PAGE_SIZE, capability });
  return (
    <QueryState
      query={query}
      what="your usage history"
      errorClassName="m-5"
      fallback={<ListSkeleton label="Loading your usage history" rows={4} rowClassName="h-10" />}
    >
      {(ledger) => (
        <LedgerPage
          ledger={ledger}
          capability={capability}
          page={page}
          onPageChange={onPageChange}
          busy={query.isPlaceholderData}
        />
      )}
    </QueryState>
  );
}

/** Where the balances went: every grant, purchase, use and refund, newest first, by capability. */
export function UsageHistory() {
  const { query, setFilter, setPage } = useUrlFilters({
    read: (params) => ({
      capability: oneOf(CAPABILITIES, params.get('capability')),
      page: readPage(params.get(USAGE_PAGE_PARAM)),
    }),
    pageParam: USAGE_PAGE_PARAM,
  });
  return (
    <section aria-labelledby="usage-history-title">
      <Card className="@container overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-border px-5 py-4">
          <div className="grid gap-0.5">
            <h2 id="usage-history-title" className="text-lg font-semibold">
              Usage history
            </h2>
            <p className="text-sm text-muted-foreground">Every change to your balances, newest first.</p>
          </div>
          <CapabilityFilter
            value={query.capability}
            onChange={(next) => setFilter('capability', next ?? '')}
          />
        </div>
        <LedgerPages capability={query.capability} page={query.page} onPageChange={setPage} />
      </Card>
    </section>
  );
}
