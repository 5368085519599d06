import type { TAdminUserDetail } from '@inkwell/contract';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { SupportStatusBadge } from '@/components/support/support-status-badge';
import { DetailSection } from '@/components/ui/detail-section';
import { supportRequestPath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';

/** The account's support requests, each opening its page in the Support Center. */
export function UserSupportSection({ requests }: { requests: TAdminUserDetail['support_requests'] }) {
  return (
    <DetailSection
      title="Support requests"
      icon={LifeBuoy}
      aside={<span className="text-sm text-muted-foreground">{requests.length}</span>}
    >
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">No support requests.</p>
      ) : (
        <ul className="divide-y divide-border">
          {requests.map((request) => (
            <li
              key={request.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5 text-sm"
            >
              <div className="grid min-w-0 gap-0.5">
                <Link
                  to={supportRequestPath(request.id)}
                  className="w-fit rounded-sm font-medium break-words focus-ring hover:text-brand hover:underline"
                >
                  {request.subject}
                </Link>
                <span className="text-xs text-muted-foreground">
                  Last activity{' '}
                  <time dateTime={request.last_activity_at}>{formatDateTime(request.last_activity_at)}</time>
                </span>
              </div>
              <SupportStatusBadge status={request.status} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
