import { capabilityTitle, type TRefundLine } from '@inkwell/contract';
import { Undo2 } from 'lucide-react';
import { formatCount } from '@/lib/format-price';
import { DetailSection } from '@/components/ui/detail-section';
import { SmallTable } from '@/components/ui/small-table';

/** What the refund took back per balance, and what the buyer had already spent (and keeps). */
export function RefundResult({ lines }: { lines: TRefundLine[] }) {
  return (
    <DetailSection title="Refund" icon={Undo2}>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          The order credited no balance, so nothing was taken back.
        </p>
      ) : (
        <SmallTable
          label="What the refund took back"
          columns={['Balance', 'Credited', 'Taken back', 'Already spent (kept)']}
          columnClassNames={[
            'col-span-2 font-medium',
            'tabular-nums',
            'font-semibold tabular-nums',
            'tabular-nums',
          ]}
          rows={lines.map((line) => ({
            key: line.capability,
            cells: [
              capabilityTitle(line.capability),
              formatCount(line.credited),
              formatCount(line.taken_back),
              formatCount(line.not_recovered),
            ],
          }))}
        />
      )}
    </DetailSection>
  );
}
