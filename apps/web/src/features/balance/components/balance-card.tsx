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

/** One consumable balance: what is left and, in full, how much was used. */
export function BalanceCard({ label, remaining, used, compact = false }: BalanceCardProps) {
  const labelId = useId();
  const total = remaining + used;
  const leftShare = total > 0 ? Math.round((remaining / total) * 100) : 0;
  return (
    <li
      aria-labelledby={labelId}
      className={cn(
        'grid gap-2 rounded-2xl border border-border bg-card',
        compact ? 'content-between p-4' : 'p-4 sm:p-5',
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
      {compact ? null : (
        <>
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary" style={{ width: `${leftShare}%` }} />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">{formatCount(used)} used</p>
        </>
      )}
    </li>
  );
}
