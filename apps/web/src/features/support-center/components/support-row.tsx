import { SUPPORT_PRIORITY_LABELS, supportCategoryLabel, type TAdminSupportSummary } from '@inkwell/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { SupportStatusBadge } from '@/components/support/support-status-badge';
import { PRIORITY_BADGES } from '../utils/support-labels';
import { supportRequestPath } from '@/config/paths';
import type { TSupportListState } from '../utils/list-state';
import { TypeBadge } from './type-badge';

/**
 * Cell padding of the table. It is a table once its card is 56rem wide (the card is a container,
 * so the sidebar counts); narrower, each row is a card of its own.
 */
const cell = '@4xl:px-3 @4xl:py-3 @4xl:align-top @4xl:first:pl-5 @4xl:last:pr-5';

interface SupportRowProps {
  request: TAdminSupportSummary;
  /** The list's filters, handed to the request's page for its Back link. */
  listSearch: string;
}

/**
 * One request: type and category, subject (its link), asker, priority, status, last activity. One
 * nobody has answered yet is bold with a dot, and says so to screen readers.
 */
export function SupportRow({ request, listSearch }: SupportRowProps) {
  const state: TSupportListState = { listSearch };
  return (
    <tr
      role="row"
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 px-4 py-3 @4xl:table-row @4xl:p-0',
        request.unanswered && 'bg-brand-soft/40',
      )}
    >
      <td role="cell" className={cn(cell, 'order-1 @4xl:whitespace-nowrap')}>
        <TypeBadge type={request.type} />
        <span className="mt-1 block text-xs text-muted-foreground @max-4xl:sr-only">
          <span className="sr-only">Category:</span> {supportCategoryLabel(request.category)}
        </span>
      </td>
      <td role="cell" className={cn(cell, 'order-3 col-span-2 min-w-0')}>
        <Link
          to={supportRequestPath(request.id)}
          state={state}
          className={cn(
            'inline-flex max-w-full items-start gap-2 rounded-sm break-words focus-ring hover:text-brand hover:underline',
            request.unanswered ? 'font-semibold' : 'font-medium',
          )}
        >
          {request.unanswered ? (
            <>
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand" />
              <span className="sr-only">Unanswered:</span>{' '}
            </>
          ) : null}
          <span className="min-w-0">{request.subject}</span>
        </Link>
      </td>
      <td role="cell" className={cn(cell, 'order-4 col-span-2 min-w-0 text-sm')}>
        <span className={cn('block truncate', request.unanswered && 'font-semibold')}>{request.name}</span>
        <span className="block truncate text-xs text-muted-foreground">{request.email}</span>
      </td>
      <td role="cell" className={cn(cell, 'order-2 flex flex-wrap justify-end gap-1.5 @4xl:table-cell')}>
        <Badge variant={PRIORITY_BADGES[request.priority]}>
          <span className="@4xl:sr-only">Priority:</span> {SUPPORT_PRIORITY_LABELS[request.priority]}
        </Badge>
      </td>
      <td
        role="cell"
        className={cn(cell, 'order-6 col-span-2 flex items-center justify-between gap-2 @4xl:table-cell')}
      >
        <span aria-hidden="true" className="text-sm text-muted-foreground @4xl:hidden">
          {supportCategoryLabel(request.category)}
        </span>
        <SupportStatusBadge status={request.status} />
      </td>
      <td
        role="cell"
        className={cn(
          cell,
          'order-7 col-span-2 text-xs text-muted-foreground @4xl:text-sm @4xl:whitespace-nowrap',
        )}
      >
        <time dateTime={request.last_activity_at}>{formatDateTime(request.last_activity_at)}</time>
      </td>
    </tr>
  );
}
