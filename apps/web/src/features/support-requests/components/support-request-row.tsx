import { supportCategoryLabel, type TSupportRequestSummary } from '@inkwell/contract';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { requestSearch } from '../utils/request-param';
import { SupportStatusBadge } from '@/components/support/support-status-badge';

interface SupportRequestRowProps {
  request: TSupportRequestSummary;
  selected: boolean;
}

/** One request in the list: its subject (a link to the thread), a dot for a new reply, category, status, last activity. */
export function SupportRequestRow({ request, selected }: SupportRequestRowProps) {
  const [params] = useSearchParams();
  return (
    <Link
      to={requestSearch(params, request.id)}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'grid min-w-0 gap-1.5 px-4 py-3 focus-ring transition-colors hover:bg-muted/60 sm:px-5',
        selected && 'bg-brand-soft/60 hover:bg-brand-soft/60',
      )}
    >
      <span className="flex min-w-0 items-center gap-2">
        {request.unread ? (
          <span className="size-2 shrink-0 rounded-full bg-brand">
            <span className="sr-only">New reply</span>
          </span>
        ) : null}
        <span className={cn('truncate', request.unread ? 'font-semibold' : 'font-medium')}>
          {request.subject}
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <SupportStatusBadge status={request.status} />
        <span>{supportCategoryLabel(request.category)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={request.last_activity_at} title={formatDateTime(request.last_activity_at)}>
          {formatDate(request.last_activity_at)}
        </time>
      </span>
    </Link>
  );
}
