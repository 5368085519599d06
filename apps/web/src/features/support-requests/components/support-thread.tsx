import { SUPPORT_PRIORITY_LABELS, supportCategoryLabel, type TSupportRequestDetail } from '@inkwell/contract';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useSupportRequest } from '../api/get-support-request';
import { requestSearch } from '../utils/request-param';
import { ReopenSupportRequest } from './reopen-support-request';
import { SupportMessage } from './support-message';
import { SupportReplyForm } from './support-reply-form';
import { SupportStatusBadge } from '@/components/support/support-status-badge';

const loadCloseDialog = () => import('./close-support-request-dialog');

/** Back to the list: on a phone the thread takes the list's place. */
function BackLink() {
  const [params] = useSearchParams();
  return (
    <Link
      to={{ pathname: paths.userSupport, search: requestSearch(params, undefined) }}
      className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-semibold text-brand focus-ring hover:underline lg:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to your requests
    </Link>
  );
}

function ThreadBody({ request }: { request: TSupportRequestDetail }) {
  const titleId = `support-request-${request.id}-title`;
  return (
    <section aria-labelledby={titleId} className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <h2 id={titleId} className="text-lg font-semibold break-words">
            {request.subject}
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <SupportStatusBadge status={request.status} />
            <span>{supportCategoryLabel(request.category)}</span>
            <span aria-hidden="true">·</span>
            <span>{SUPPORT_PRIORITY_LABELS[request.priority]} priority</span>
          </p>
          <p className="text-xs text-muted-foreground">
            Opened <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
          </p>
        </div>
        {request.status !== 'closed' ? (
          <LoadOnOpen
            load={loadCloseDialog}
            popup="dialog"
            props={{ request }}
            trigger={
              <Button variant="outline" size="sm">
                <CircleCheck aria-hidden="true" />
                Close request
              </Button>
            }
          />
        ) : null}
      </div>
      <ol aria-label="Messages" className="grid gap-3 border-t border-border pt-5">
        {request.messages.map((message) => (
          <SupportMessage key={message.id} message={message} />
        ))}
      </ol>
      <div className="border-t border-border pt-5">
        {request.status === 'closed' ? (
          <ReopenSupportRequest requestId={request.id} />
        ) : (
          <SupportReplyForm
            requestId={request.id}
            heldAttachments={request.messages.reduce((sum, message) => sum + message.attachments.length, 0)}
          />
        )}
      </div>
    </section>
  );
}

/** The thread the URL names (`?request=`): its messages in order, a reply, Close or Reopen. */
export function SupportThread({ id }: { id: number }) {
  const query = useSupportRequest(id);
  return (
    <Card className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4 p-4 sm:p-6">
      <BackLink />
      <QueryState
        query={query}
        what="this support request"
        fallback={<ListSkeleton label="Loading the support request" rows={3} rowClassName="h-16" />}
      >
        {(request) => <ThreadBody request={request} />}
      </QueryState>
    </Card>
  );
}
