import { useId } from 'react';
import { formatCount } from '@/lib/format-price';
import { cn } from '@/lib/utils';

interface BalanceCardProps {
  label: string;
  remaining: number;
  used: number;
  /** The dashboard's small tile: what is left, without usage. */
  compact?: boolean;
}

/**
 * Used of the total received (decision 014): a bar that fills as it is used, none while nothing
 * is, so a fresh balance does not show a full bar beside "0 used".
 */
function UsageLine({ remaining, used }: { remaining: number; used: number }) {
  const total = remaining + used;
  if (total === 0) return <p className="text-xs text-muted-foreground">None yet — a purchase adds some</p>;
  if (used === 0)
    return (
      <p className="text-xs text-muted-foreground tabular-nums">None used yet of {formatCount(total)}</p>
    );
  const usedShare = Math.max(1, Math.round((used / total) * 100));
  return (
    <>
      <div aria-hidden="true" data-testid="usage-bar" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: `${usedShare}%` }} />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {formatCount(used)} of {formatCount(total)} used
      </p>
    </>
  );
}

/** One consumable balance: what is left and, in full, how much of it was used. */
export function BalanceCard({ label, remaining, used, compact = false }: BalanceCardProps) {
  const labelId = useId();
  return (
    <li
      aria-labelledby={labelId}
      className={cn(
        'grid gap-2 rounded-2xl border border-border bg-card',
        compact ? 'content-between p-4' : 'content-start p-4 sm:p-5',
      )}
    >
      <p id={labelId} className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      <p className="flex items-baseline gap-1.5">
        <span
          className={cn(
            'font-semibold tracking-tight tabular-nums',
            compact ? 'text-xl' : 'text-2xl sm:text-3xl',
          )}
        >
          {formatCount(remaining)}
        </span>
        <span className="text-sm text-muted-foreground">left</span>
      </p>
      {compact ? null : <UsageLine remaining={remaining} used={used} />}
    </li>
  );
}
