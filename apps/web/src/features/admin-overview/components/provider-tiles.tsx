import type { TOverview } from '@inkwell/contract';
import { Activity, Gauge, Timer, TriangleAlert } from 'lucide-react';
import { formatCount } from '@/lib/format-price';
import { countOf } from '../utils/overview-figures';
import { failedCalls, formatFailureRate, formatLatency, formatP95 } from '../utils/provider-figures';
import { OverviewTile } from './overview-tile';

/** The AI provider's key figures: calls, how many failed, how fast the answered ones came. */
export function ProviderTiles({ provider }: { provider: TOverview['provider'] }) {
  const failed = failedCalls(provider);
  const answered = provider.calls - failed;
  const hasCalls = provider.calls > 0;
  return (
    <ul aria-label="AI provider figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <OverviewTile
        label="Calls"
        icon={Activity}
        value={formatCount(provider.calls)}
        note={hasCalls ? `${formatCount(answered)} answered` : undefined}
      />
      <OverviewTile
        label="Failure rate"
        icon={TriangleAlert}
        value={formatFailureRate(failed, provider.calls)}
        note={hasCalls ? countOf(failed, 'failed call') : undefined}
      />
      <OverviewTile
        label="Average latency"
        icon={Timer}
        value={formatLatency(provider.latency_avg_ms)}
        note={answered > 0 ? 'Of answered calls' : undefined}
      />
      <OverviewTile
        label="p95 latency"
        icon={Gauge}
        value={formatP95(provider.latency_p95_ms, answered)}
        note={answered > 0 ? '95% of answered calls' : undefined}
      />
    </ul>
  );
}
