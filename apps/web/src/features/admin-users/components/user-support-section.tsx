import type { TAdminUserDetail } from '@inkwell/contract';
import { LifeBuoy } from 'lucide-react';
import { SupportStatusBadge } from '@/components/support/support-status-badge';
import { DetailSection } from '@/components/ui/detail-section';
import { LinkList } from '@/components/ui/link-list';
import { supportRequestPath } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';

/** The account's support requests, each opening its page in the Support Center. */
export function UserSupportSection({ requests }: { requests: TAdminUserDetail['support_requests'] }) {
  return (
    <DetailSection title="Support requests" icon={LifeBuoy} count={requests.length}>
      <LinkList
        empty="No support requests."
        items={requests.map((request) => ({
          key: request.id,
          to: supportRequestPath(request.id),
          title: request.subject,
          meta: (
            <>
              Last activity{' '}
              <time dateTime={request.last_activity_at}>{formatDateTime(request.last_activity_at)}</time>
            </>
          ),
          end: <SupportStatusBadge status={request.status} />,
        }))}
      />
    </DetailSection>
  );
}
