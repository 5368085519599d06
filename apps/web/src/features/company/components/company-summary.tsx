import { Building2 } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyInfo } from '../api/get-company-info';
import { formatAddress } from './format-address';

/** "Who we are": the operating company in one card, for the About page. */
export function CompanySummary() {
  const { data, isPending, isError, refetch, isFetching } = useCompanyInfo();
  if (isError)
    return <LoadError what="our company details" onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:p-8">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-primary to-violet text-white dark:to-[#7c5cf0]">
        <Building2 aria-hidden="true" className="size-6" />
      </span>
      {isPending ? (
        <div aria-busy="true" aria-label="Loading company details" className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
      ) : (
        <div className="grid gap-1">
          <p className="text-lg font-semibold">{data.name}</p>
          <p className="text-sm text-muted-foreground">Registration number {data.registrationNumber}</p>
          <address className="text-sm text-muted-foreground not-italic">
            {formatAddress(data.address)}
          </address>
        </div>
      )}
    </div>
  );
}
