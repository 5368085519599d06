import type { TOverview } from '@inkwell/contract';
import { useId } from 'react';
import { formatCount } from '@/lib/format-price';
import { failureCounts } from '../utils/provider-figures';

/** How the AI provider's failed calls failed, the kinds that happened only. */
export function ProviderFailures({ provider }: { provider: TOverview['provider'] }) {
  const id = useId();
  const failures = failureCounts(provider);
  return (
    <div className="grid content-start gap-2">
      <h3 id={id} className="text-sm font-semibold">
        Failures by kind
      </h3>
      {failures.length === 0 ? (
        <p className="text-sm text-muted-foreground">No failures</p>
      ) : (
        <ul aria-labelledby={id} className="divide-y divide-border text-sm">
          {failures.map(({ error, label, count }) => (
            <li key={error} className="flex items-baseline justify-between gap-4 py-2">
              <span>{label}</span>
              <span className="font-medium tabular-nums">{formatCount(count)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
