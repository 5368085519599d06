import {
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_STATUS_LABELS,
  type TSupportRequestStatus,
  type TSupportStatusCounts,
} from '@inkwell/contract';
import { formatCount } from '@/lib/format-price';
import { cn } from '@/lib/utils';

interface StatusTabsProps {
  value: TSupportRequestStatus | undefined;
  /** Per status, over the other filters; undefined until the first page is in. */
  counts: TSupportStatusCounts | undefined;
  onChange: (status: TSupportRequestStatus | '') => void;
}

/** All, Open, Answered, Closed: each with how many requests the other filters leave. */
export function StatusTabs({ value, counts, onChange }: StatusTabsProps) {
  const total = counts
    ? SUPPORT_REQUEST_STATUSES.reduce((sum, status) => sum + counts[status], 0)
    : undefined;
  const tabs = [
    { status: '' as const, label: 'All', count: total },
    ...SUPPORT_REQUEST_STATUSES.map((status) => ({
      status,
      label: SUPPORT_STATUS_LABELS[status],
      count: counts?.[status],
    })),
  ];
  return (
    <div
      role="group"
      aria-label="Status"
      className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted/60 p-1 @lg:flex"
    >
      {tabs.map((tab) => {
        const selected = (value ?? '') === tab.status;
        return (
          <button
            key={tab.status || 'all'}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(tab.status)}
            className={cn(
              'flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors focus-ring hover:text-foreground',
              selected && 'bg-background text-foreground shadow-xs',
            )}
          >
            {tab.label}{' '}
            {tab.count !== undefined ? (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  selected ? 'bg-brand-soft text-brand' : 'bg-background/70',
                )}
              >
                {formatCount(tab.count)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
