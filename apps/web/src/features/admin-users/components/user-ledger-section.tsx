import { capabilityTitle, type TLedgerEntry } from '@inkwell/contract';
import { History } from 'lucide-react';
import { DetailSection } from '@/components/ui/detail-section';
import { formatDateTime } from '@/lib/format-date';
import { formatDelta, ledgerReason } from '@/lib/format-ledger';
import { formatCount } from '@/lib/format-price';
import { cn } from '@/lib/utils';

const COLUMNS = ['When', 'Balance', 'Change', 'After', 'Why'];
/** A table once the card is 36rem wide; narrower, each change is a small card of its own. */
const cell = '@xl:py-2 @xl:pr-4 @xl:align-top @xl:last:pr-0';

/** A purchase's reference repeats its order number; an admin's note or a generation's is worth showing. */
function noteOf(entry: TLedgerEntry): string | null {
  return entry.reason === 'purchase' && entry.order_id !== null ? null : entry.reference;
}

function LedgerRow({ entry }: { entry: TLedgerEntry }) {
  const note = noteOf(entry);
  return (
    <tr className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 py-2.5 @xl:table-row @xl:py-0">
      <td className={cn(cell, 'order-3 text-xs text-muted-foreground @xl:text-sm @xl:whitespace-nowrap')}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </td>
      <td className={cn(cell, 'order-1 font-medium @xl:font-normal')}>{capabilityTitle(entry.capability)}</td>
      <td
        className={cn(
          cell,
          'order-2 text-right font-medium whitespace-nowrap tabular-nums @xl:text-left',
          entry.delta > 0 && 'text-success',
        )}
      >
        {formatDelta(entry.delta)}
      </td>
      <td className={cn(cell, 'order-4 text-right text-xs tabular-nums @xl:text-left @xl:text-sm')}>
        <span className="text-muted-foreground @xl:sr-only">After: </span>
        {formatCount(entry.balance_after)}
      </td>
      <td className={cn(cell, 'order-5 col-span-2 text-sm @xl:min-w-40')}>
        {ledgerReason(entry)}
        {note ? <span className="block text-xs break-words text-muted-foreground">{note}</span> : null}
      </td>
    </tr>
  );
}

/** The latest balance changes, newest first: when, which balance, by how much, why. */
export function UserLedgerSection({ ledger }: { ledger: TLedgerEntry[] }) {
  return (
    <DetailSection title="Latest balance changes" icon={History} className="@container">
      {ledger.length === 0 ? (
        <p className="text-sm text-muted-foreground">No balance changes yet.</p>
      ) : (
        <table className="w-full text-sm @max-xl:block">
          <caption className="sr-only">Latest balance changes, newest first</caption>
          <thead className="@max-xl:sr-only">
            <tr className="border-b border-border text-left text-xs text-muted-foreground">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-medium whitespace-nowrap last:pr-0">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border @max-xl:block">
            {ledger.map((entry) => (
              <LedgerRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
    </DetailSection>
  );
}
