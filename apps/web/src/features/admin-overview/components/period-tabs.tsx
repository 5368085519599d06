import { OVERVIEW_PERIODS, type TOverviewPeriod } from '@inkwell/contract';
import { cn } from '@/lib/utils';

interface PeriodTabsProps {
  value: TOverviewPeriod;
  onChange: (days: TOverviewPeriod) => void;
}

/** 7 days, 30 days, 90 days: the period the overview covers. */
export function PeriodTabs({ value, onChange }: PeriodTabsProps) {
  return (
    <div
      role="group"
      aria-label="Period"
      className="flex gap-1 rounded-xl border border-border bg-muted/60 p-1"
    >
      {OVERVIEW_PERIODS.map((days) => {
        const selected = days === value;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(days)}
            className={cn(
              'flex-1 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors focus-ring hover:text-foreground',
              selected && 'bg-background text-foreground shadow-xs',
            )}
          >
            {days} days
          </button>
        );
      })}
    </div>
  );
}
