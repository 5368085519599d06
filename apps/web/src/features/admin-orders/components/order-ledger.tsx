import { capabilityTitle, type TLedgerEntry } from '@inkwell/contract';
import { Coins } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { formatDelta, ledgerReason } from '@/lib/format-ledger';
import { formatCount } from '@/lib/format-price';
import { DetailSection } from '@/components/ui/detail-section';
import { SmallTable } from '@/components/ui/small-table';

/** The balance changes the order caused: its credit and, once refunded, the take-back. */
export function OrderLedger({ entries }: { entries: TLedgerEntry[] }) {
  return (
    <DetailSection title="Balance changes" icon={Coins}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">This order has not changed any balance.</p>
      ) : (
        <SmallTable
          label="Balance changes"
          columns={['Balance', 'Change', 'Balance after', 'Reason', 'Time']}
          columnClassNames={[
            'font-medium',
            'font-semibold tabular-nums @lg:text-right @lg:whitespace-nowrap',
            'tabular-nums @lg:text-right',
            '',
            'text-muted-foreground @lg:whitespace-nowrap',
          ]}
          rows={entries.map((entry) => ({
            key: entry.id,
            cells: [
              capabilityTitle(entry.capability),
              <span key="delta" className={entry.delta > 0 ? 'text-success' : 'text-muted-foreground'}>
                {formatDelta(entry.delta)}
              </span>,
              formatCount(entry.balance_after),
              ledgerReason(entry),
              <time key="time" dateTime={entry.created_at}>
                {formatDateTime(entry.created_at)}
              </time>,
            ],
          }))}
        />
      )}
    </DetailSection>
  );
}
