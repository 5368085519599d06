import type { TLedgerEntry } from '@inkwell/contract';
import type { ComponentProps, ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { formatCount } from '@/lib/format-price';
import { cn } from '@/lib/utils';
import { capabilityLabel } from '../config/capability-labels';
import { formatDelta, ledgerReason } from '@/lib/format-ledger';

/**
 * Cell padding of the table. It is a table once its card is 42rem wide (the card is a container,
 * so the sidebar counts); narrower, each row is a two-column grid of its own.
 */
const cell = '@2xl:px-3 @2xl:py-3 @2xl:first:pl-5 @2xl:last:pr-5';

interface LedgerCellsProps extends Omit<ComponentProps<'tr'>, 'children'> {
  createdAt: string;
  what: ReactNode;
  change: ReactNode;
  /** The change column's colour: gains are green. */
  gain?: boolean;
  reason: ReactNode;
  balanceAfter: ReactNode;
  /** One change inside an expanded purchase: indented, on a tinted ground. */
  nested?: boolean;
}

/**
 * A row of the five columns. The explicit roles keep the table semantics that some browsers drop
 * when a row is laid out as a grid (the stacked rows on phones and narrow cards).
 */
export function LedgerCells({
  createdAt,
  what,
  change,
  gain = false,
  reason,
  balanceAfter,
  nested = false,
  className,
  ...row
}: LedgerCellsProps) {
  return (
    <tr
      role="row"
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5 px-5 py-3 @2xl:table-row @2xl:p-0',
        nested && 'bg-muted/40 pl-9 @2xl:[&>td:nth-child(2)]:pl-9',
        className,
      )}
      {...row}
    >
      <td role="cell" className={cn(cell, 'order-5 col-span-2 text-xs text-muted-foreground @2xl:text-sm')}>
        <time dateTime={createdAt} className="whitespace-nowrap">
          {formatDateTime(createdAt)}
        </time>
      </td>
      <td role="cell" className={cn(cell, 'order-1 font-medium')}>
        {what}
      </td>
      <td
        role="cell"
        className={cn(
          cell,
          'order-2 text-right font-semibold whitespace-nowrap tabular-nums',
          gain ? 'text-success' : 'text-muted-foreground',
        )}
      >
        {change}
      </td>
      <td
        role="cell"
        className={cn(cell, 'order-3 text-muted-foreground @2xl:whitespace-nowrap @2xl:text-foreground')}
      >
        {reason}
      </td>
      <td
        role="cell"
        className={cn(cell, 'order-4 text-right whitespace-nowrap text-muted-foreground tabular-nums')}
      >
        {balanceAfter}
      </td>
    </tr>
  );
}

type LedgerRowProps = { entry: TLedgerEntry } & Pick<LedgerCellsProps, 'nested' | 'id' | 'hidden'>;

/** One balance change. */
export function LedgerRow({ entry, ...row }: LedgerRowProps) {
  return (
    <LedgerCells
      {...row}
      createdAt={entry.created_at}
      what={capabilityLabel(entry.capability)}
      change={formatDelta(entry.delta)}
      gain={entry.delta > 0}
      reason={ledgerReason(entry)}
      balanceAfter={
        <>
          <span aria-hidden="true" className="@2xl:hidden">
            Balance after{' '}
          </span>
          {formatCount(entry.balance_after)}
        </>
      }
    />
  );
}
