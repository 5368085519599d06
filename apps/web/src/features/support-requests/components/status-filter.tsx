import {
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_STATUS_LABELS,
  type TSupportRequestStatus,
} from '@inkwell/contract';
import { cn } from '@/lib/utils';

const OPTIONS: { value: TSupportRequestStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...SUPPORT_REQUEST_STATUSES.map((status) => ({ value: status, label: SUPPORT_STATUS_LABELS[status] })),
];

interface StatusFilterProps {
  value: TSupportRequestStatus | undefined;
  onChange: (status: TSupportRequestStatus | undefined) => void;
}

/** All, Open, Answered, Closed: the one pressed narrows the list. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <div role="group" aria-label="Show requests" className="flex gap-1 rounded-lg bg-muted p-1">
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'flex-1 rounded-md px-2.5 py-1 text-xs font-semibold text-muted-foreground transition-colors focus-ring hover:text-foreground',
            value === option.value && 'bg-card text-foreground shadow-xs',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
