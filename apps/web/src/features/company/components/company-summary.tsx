import type { TCompanyInfoResponse } from '@inkwell/contract';
import { Building2 } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyInfo } from '../api/get-company-info';
import { formatAddress } from './format-address';

/** The card with the company (undefined while loading: a skeleton in its place). */
function SummaryCard({ company }: { company: TCompanyInfoResponse | undefined }) {
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:p-8">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-primary to-violet text-white dark:to-[#7c5cf0]">
        <Building2 aria-hidden="true" className="size-6" />
      </span>
      {company ? (
        <div className="grid gap-1">
          <p className="text-lg font-semibold">{company.name}</p>
          <p className="text-sm text-muted-foreground">Registration number {company.registrationNumber}</p>
          <address className="text-sm text-muted-foreground not-italic">
            {formatAddress(company.address)}
          </address>
        </div>
      ) : (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading company details"
          className="grid flex-1 gap-2"
        >
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
      )}
    </div>
  );
}

/** "Who we are": the operating company in one card, for the About page. */
export function CompanySummary() {
  const query = useCompanyInfo();
  return (
    <QueryState query={query} what="our company details" fallback={<SummaryCard company={undefined} />}>
      {(company) => <SummaryCard company={company} />}
    </QueryState>
  );
}
