import { capabilityNoun, type TConsumableCapability } from '@inkwell/contract';
import { formatCount } from '@/lib/format-price';
import { useBalance } from '../api/get-balance';

/**
 * What a tool has left to generate with, under its form ("45 code generations left"); updated
 * by every answer's `done` event through `storeSpentBalance`.
 */
export function GenerationsLeft({ capability }: { capability: TConsumableCapability }) {
  const left = useBalance().data?.balances[capability];
  return (
    <p className="min-h-4 text-xs text-muted-foreground tabular-nums">
      {left === undefined ? null : `${formatCount(left)} ${capabilityNoun(capability, left)} left`}
    </p>
  );
}
