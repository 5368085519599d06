import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyInfo } from '../api/get-company-info';
import { formatAddress } from './format-address';

/** The operating company as a document's sender: name, address, registration number, email. */
export function CompanyLetterhead() {
  const query = useCompanyInfo();
  return (
    <QueryState
      query={query}
      what="our company details"
      compact
      fallback={
        <div role="status" aria-busy="true" aria-label="Loading company details" className="grid gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
      }
    >
      {(company) => (
        <address className="grid gap-0.5 text-sm not-italic">
          <span className="font-semibold">{company.name}</span>
          <span className="text-muted-foreground">{formatAddress(company.address)}</span>
          <span className="text-muted-foreground">Registration number {company.registrationNumber}</span>
          <span className="text-muted-foreground">{company.email}</span>
        </address>
      )}
    </QueryState>
  );
}
