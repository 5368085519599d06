import type { TCompanyInfoResponse } from '@inkwell/contract';
import { Building2, Hash, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyInfo } from '../api/get-company-info';
import { formatAddress } from './format-address';

/** One term and its value: only a `dt` and a `dd` in the group, the icon drawn inside the term. */
function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 min-w-0 pl-12">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0 left-0 grid size-9 place-items-center rounded-lg bg-brand-soft text-brand">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading company details" className="grid gap-5">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex gap-3">
          <Skeleton className="size-9 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

function DetailList({ company }: { company: TCompanyInfoResponse }) {
  return (
    <dl className="grid gap-5">
      <Detail icon={Building2} term="Company">
        {company.name}
      </Detail>
      <Detail icon={Hash} term="Registration number">
        {company.registrationNumber}
      </Detail>
      <Detail icon={MapPin} term="Address">
        <address className="not-italic">{formatAddress(company.address)}</address>
      </Detail>
      <Detail icon={Mail} term="Email">
        <a href={`mailto:${company.email}`} className="text-brand hover:underline">
          {company.email}
        </a>
      </Detail>
      <Detail icon={Phone} term="Phone">
        <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className="text-brand hover:underline">
          {company.phone}
        </a>
      </Detail>
    </dl>
  );
}

/** Company name, registration number, full address, email and phone from `static/company_info`. */
export function CompanyDetails() {
  const query = useCompanyInfo();
  return (
    <QueryState query={query} what="our company details" fallback={<DetailsSkeleton />}>
      {(company) => <DetailList company={company} />}
    </QueryState>
  );
}
