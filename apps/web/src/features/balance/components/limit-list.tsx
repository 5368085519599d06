import { LIMIT_CAPABILITIES, type TBalanceResponse, type TLimitCapability } from '@inkwell/contract';
import { formatCount } from '@/lib/format-price';
import { LIMIT_LABELS } from '../config/capability-labels';

const UNITS: Record<TLimitCapability, [one: string, other: string]> = {
  text_character_length_limit: ['character', 'characters'],
  speech_duration_limit: ['minute', 'minutes'],
};

function formatLimit(capability: TLimitCapability, value: number): string {
  const [one, other] = UNITS[capability];
  return `${formatCount(value)} ${value === 1 ? one : other}`;
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
