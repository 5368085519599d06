import type { TLedgerEntry } from '@inkwell/contract';
import { formatDateTime } from '@/lib/format-date';
import { formatCount } from '@/lib/format-price';
import { cn } from '@/lib/utils';
import { capabilityLabel } from '../config/capability-labels';
import { formatDelta, ledgerReason } from '../utils/format-ledger';

/**
 * Cell padding of the table. It is a table once its card is 42rem wide (the card is a container,
 * so the sidebar counts); narrower, each row is a two-column grid of its own.
 */
const cell = '@2xl:px-3 @2xl:py-3 @2xl:first:pl-5 @2xl:last:pr-5';

/**
 * One balance change. The explicit roles keep the table semantics that some browsers drop
 * when a row is laid out as a grid (the stacked rows on phones and narrow cards).
 */
export function LedgerRow({ entry }: { entry: TLedgerEntry }) {
  return (
    <tr
      role="row"
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5 px-5 py-3 @2xl:table-row @2xl:p-0"
    >
      <td role="cell" className={cn(cell, 'order-5 col-span-2 text-xs text-muted-foreground @2xl:text-sm')}>
        <time dateTime={entry.created_at} className="whitespace-nowrap">
          {formatDateTime(entry.created_at)}
        </time>
      </td>
      <td role="cell" className={cn(cell, 'order-1 font-medium')}>
        {capabilityLabel(entry.capability)}
      </td>
      <td
        role="cell"
        className={cn(
          cell,
          'order-2 text-right font-semibold whitespace-nowrap tabular-nums',
          entry.delta > 0 ? 'text-success' : 'text-muted-foreground',
        )}
      >
        {formatDelta(entry.delta)}
      </td>
      <td
        role="cell"
        className={cn(cell, 'order-3 text-muted-foreground @2xl:whitespace-nowrap @2xl:text-foreground')}
      >
        {ledgerReason(entry)}
      </td>
      <td
        role="cell"
        className={cn(cell, 'order-4 text-right whitespace-nowrap text-muted-foreground tabular-nums')}
      >
        <span aria-hidden="true" className="@2xl:hidden">
          Balance after{' '}
        </span>
        {formatCount(entry.balance_after)}
      </td>
    </tr>
  );
}
