import { USAGE_DAYS } from '@inkwell/contract';

/** Three empty bars (drawn, not an icon: a new icon would regroup the icon chunks of other pages). */
function EmptyBars() {
  return (
    <span aria-hidden="true" className="flex h-10 items-end gap-1 border-b-2 border-brand/30 px-1">
      <span className="h-4 w-2.5 rounded-t-sm bg-brand/25" />
      <span className="h-7 w-2.5 rounded-t-sm bg-brand/40" />
      <span className="h-5 w-2.5 rounded-t-sm bg-brand/25" />
    </span>
  );
}

/** The usage card when no tool was used in the last 30 days. */
export function NoUsage() {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <EmptyBars />
      <p className="font-medium">No usage in the last {USAGE_DAYS} days</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        What you create with the tools is counted here, day by day.
      </p>
    </div>
  );
}
