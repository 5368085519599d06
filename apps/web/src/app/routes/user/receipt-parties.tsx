import { Skeleton } from '@/components/ui/skeleton';
import { CompanyLetterhead } from '@/features/company/components/company-letterhead';
import { useProfile } from '@/features/profile/api/get-profile';

function Party({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>
      {children}
    </div>
  );
}

/** A receipt's seller (company info) and buyer (the profile), composed here for the orders feature. */
export function ReceiptParties() {
  const { data: profile } = useProfile();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Party title="From">
        <CompanyLetterhead />
      </Party>
      <Party title="Billed to">
        {profile ? (
          <p className="grid gap-0.5 text-sm">
            <span className="font-semibold">{profile.full_name}</span>
            <span className="text-muted-foreground">{profile.email}</span>
          </p>
        ) : (
          <Skeleton className="h-9 w-48" />
        )}
      </Party>
    </div>
  );
}
