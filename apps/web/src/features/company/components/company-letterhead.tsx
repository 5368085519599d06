import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { useCompanyInfo } from '../api/get-company-info';
import { formatAddress } from './format-address';

/** The operating company as a document's sender: name, address, registration number, email. */
export function CompanyLetterhead() {
  const { data, isPending, isError, refetch, isFetching } = useCompanyInfo();
  if (isPending) {
    return (
      <div aria-busy="true" aria-label="Loading company details" className="grid gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-sm">
        We couldn’t load our company details.{' '}
        <Button variant="link" className="h-auto" onClick={() => void refetch()} disabled={isFetching}>
          Retry
        </Button>
      </p>
    );
  }
  return (
    <address className="grid gap-0.5 text-sm not-italic">
      <span className="font-semibold">{data.name}</span>
      <span className="text-muted-foreground">{formatAddress(data.address)}</span>
      <span className="text-muted-foreground">Registration number {data.registrationNumber}</span>
      <span className="text-muted-foreground">{data.email}</span>
    </address>
  );
}
