import { supportCategoryLabel, type TAdminSupportDetail } from '@inkwell/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DetailPage } from '@/components/ui/detail-page';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useSupportRequest } from '../api/get-support-request';
import { readListSearch } from '../utils/list-state';
import { AskerCard } from './asker-card';
import { ReplyForm } from './reply-form';
import { RequestControls } from './request-controls';
import { SupportThread } from './support-thread';
import { TypeBadge } from './type-badge';

/** Back to the list, with the filters it had when this request was opened from it. */
function BackToList() {
  const { state } = useLocation();
  return (
    <Link
      to={`${paths.allSupport}${readListSearch(state)}`}
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground focus-ring hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Support Center
    </Link>
  );
}

function RequestHeader({ request }: { request: TAdminSupportDetail }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
      <div className="grid min-w-0 gap-2">
        <h2 className="text-lg font-semibold break-words">{request.subject}</h2>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <TypeBadge type={request.type} />
          <span>{supportCategoryLabel(request.category)}</span>
          <span>
            Opened <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
          </span>
          {request.unanswered ? <Badge variant="soft">Unanswered</Badge> : null}
        </div>
      </div>
      <RequestControls request={request} />
    </Card>
  );
}

/** One request for an admin: status and priority, who asked, the thread, and the reply box. */
export function SupportRequestView({ id }: { id: number }) {
  const query = useSupportRequest(id);
  return (
    <DetailPage
      back={<BackToList />}
      query={query}
      thing="support request"
      skeleton={{ rows: 4, rowClassName: 'h-20' }}
    >
      {(request) => (
        <>
          <RequestHeader request={request} />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
            {/* Who asked comes first on a phone; beside the thread on a wide screen. */}
            <div className="lg:order-2">
              <AskerCard request={request} />
            </div>
            <div className="grid min-w-0 gap-4 lg:order-1">
              <SupportThread messages={request.messages} />
              <ReplyForm request={request} />
            </div>
          </div>
        </>
      )}
    </DetailPage>
  );
}
