import { PROVIDER_CALL_KIND_LABELS, type TOverview } from '@inkwell/contract';
import { SmallTable } from '@/components/ui/small-table';
import { formatCount } from '@/lib/format-price';
import { formatLatency, formatP95 } from '../utils/provider-figures';

const NUMBER = 'tabular-nums @lg:text-right';

/** The AI provider's calls per kind (text, images, speech, transcripts): failures and latency. */
export function ProviderKindTable({ provider }: { provider: TOverview['provider'] }) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">By kind of call</h3>
      <SmallTable
        label="AI provider calls per kind"
        columns={['Kind', 'Calls', 'Failed', 'Average', 'p95']}
        columnClassNames={['font-medium', NUMBER, NUMBER, NUMBER, NUMBER]}
        rows={provider.by_kind.map((row) => ({
          key: row.kind,
          cells: [
            PROVIDER_CALL_KIND_LABELS[row.kind],
            formatCount(row.calls),
            formatCount(row.failed),
            formatLatency(row.latency_avg_ms),
            formatP95(row.latency_p95_ms, row.calls - row.failed),
          ],
        }))}
      />
    </div>
  );
}
