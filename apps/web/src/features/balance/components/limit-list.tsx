import {
  capabilityNoun,
  LIMIT_CAPABILITIES,
  type TBalanceResponse,
  type TLimitCapability,
} from '@inkwell/contract';
import { formatCount } from '@/lib/format-price';
import { LIMIT_LABELS } from '../config/capability-labels';

/** "10,000 characters", "1 minute". */
function formatLimit(capability: TLimitCapability, value: number): string {
  return `${formatCount(value)} ${capabilityNoun(capability, value)}`;
}

/** The two per-request limits a purchase raises; they cap one request and never run down. */
export function LimitList({ limits }: Pick<TBalanceResponse, 'limits'>) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {LIMIT_CAPABILITIES.map((capability) => (
        <div key={capability} className="grid gap-1 rounded-2xl border border-border bg-card p-5">
          <dt className="text-sm font-medium text-muted-foreground">{LIMIT_LABELS[capability]}</dt>
          <dd className="text-xl font-semibold tracking-tight tabular-nums">
            {formatLimit(capability, limits[capability])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
